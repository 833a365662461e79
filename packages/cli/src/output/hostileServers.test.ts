// The command against servers that misbehave on purpose — a body announced at 2^31 bytes, an endless
// one, JSON nested a million levels deep — ends in one `error: … Hint: …` line and exit code 1: no
// crash, no stack, no "this is a bug".
import {
  announcedBody,
  deepJson,
  endlessBody,
  jsonText,
  startHostileServer,
} from '@ledgernet/test-support/hostileServer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectOneLineError, runLedgernet } from '../testing/runLedgernet.js'

let server: Awaited<ReturnType<typeof startHostileServer>>
beforeAll(async () => {
  server = await startHostileServer({
    '/api/system': jsonText(`{"agent":${deepJson(1_000_000)}}`),
    '/api/ping': announcedBody(2 ** 31),
    '/v0/state/component': endlessBody(),
  })
})
afterAll(() => server.close())

const account = 'ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6'

describe('ledgernet against a hostile server', () => {
  it.each([
    ['node system, on JSON a million levels deep', ['node', 'system'], /nests arrays and objects more than 64 levels/],
    ['node ping, on a body announced at 2^31 bytes', ['node', 'ping'], /larger than the response size limit/],
    ['balance, on an endless body', ['balance', account], /larger than the response size limit/],
  ])('%s: one typed line, exit 1', async (_, command, problem) => {
    const run = await runLedgernet(['--gateway', server.url, '--node', server.url, '--v0', server.url, ...command])
    const line = expectOneLineError(run)
    expect(line).toMatch(problem)
    expect(line).not.toMatch(/Unexpected error|RangeError|TypeError|a bug/)
  })
})
