import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { type Sandbox, silentLogger, startSandbox } from '@ledgernet/sandbox'
import { launchChromium } from '@ledgernet/test-support/chromium'
import { startTamperingProxy, withJson } from '@ledgernet/test-support/tamperingProxy'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runContractCommand } from '../src/cli/runContractCommand.js'

// The HTML report as an operator meets it: a file opened in Chromium, every failure on the page
// with its exchange and a curl line that, pasted into a shell, sends the request again.

let sandbox: Sandbox
let dir: string
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 1, logger: silentLogger })
  dir = await mkdtemp(join(tmpdir(), 'ledgernet-contract-html-'))
})
afterAll(async () => {
  await sandbox.stop()
  await rm(dir, { recursive: true, force: true })
})

describe('the HTML report', () => {
  it('opens in Chromium and shows every failure, its exchange and a working curl line', async () => {
    // Two lies: a node ping with a timestamp of the wrong type (a probe; the scenario reads the
    // node's system record, which stays honest), a fee one subunit off in a CONFIRMED status (a
    // scenario step).
    const proxy = await startTamperingProxy(sandbox.gatewayUrl, {
      alter: (request, answer) => {
        if (request.path === '/api/ping' && answer.status === 200)
          return withJson(answer, { ...answer.json, timestamp: 'late' })
        if (
          request.path === '/transaction/status' &&
          answer.json?.transaction?.transaction_status?.status === 'CONFIRMED'
        ) {
          const { transaction } = answer.json
          const fee = { ...transaction.fee_paid, value: (BigInt(transaction.fee_paid.value) + 1n).toString() }
          return withJson(answer, { ...answer.json, transaction: { ...transaction, fee_paid: fee } })
        }
        return answer
      },
    })
    const file = join(dir, 'report', 'contract.html')
    const chunks: string[] = []
    try {
      const code = await runContractCommand(
        {
          run: {
            gateway: proxy.url,
            node: proxy.url,
            privateKey: sandbox.accounts[0]!.privateKey!,
            admin: sandbox.adminCredentials,
            only: ['node-rest.ping', 'scenario gateway-transfer'],
            seed: 7,
          },
          json: true,
          reportHtml: file,
        },
        { stdout: { write: (text) => void chunks.push(text) }, stderr: { write: () => undefined } },
      )
      expect(code).toBe(1)
      const report = JSON.parse(chunks.join(''))
      const failed = report.checks.filter((check: { outcome: string }) => check.outcome === 'fail')
      expect(failed.map((check: { id: string }) => check.id)).toEqual([
        // The flows' own check of the CONFIRMED record against what was signed ends the wait.
        'scenario gateway-transfer › status of the transfer reaches CONFIRMED',
        'node-rest.ping › GET /api/ping',
      ])

      const browser = await launchChromium()
      try {
        const page = await browser.context.newPage()
        await page.goto(pathToFileURL(file).href)
        expect(await page.textContent('#verdict')).toMatch(/^ledgernet contract · FAIL · 2 failed/)
        expect(await page.textContent('#seed')).toBe('7')
        const sections = page.locator('section.failure')
        expect(await sections.count()).toBe(2)
        const curls: string[] = []
        for (const [index, check] of failed.entries()) {
          const section = sections.nth(index)
          expect(await section.locator('h3').textContent()).toBe(check.id)
          expect(await section.textContent()).toContain(check.failures[0].path)
          expect(await section.locator('pre.request').textContent()).toContain(
            `${check.exchange.method} ${check.exchange.url}`,
          )
          expect(await section.locator('pre.answer').textContent()).toMatch(/^HTTP 200/)
          curls.push((await section.locator('pre.curl').textContent())!)
        }
        expect(curls).toEqual(failed.map((check: { exchange: { curl: string } }) => check.exchange.curl))
        // The page never shows the admin's password: the curl line reads it from the environment.
        expect(await page.content()).not.toContain(sandbox.adminCredentials.password)

        // Pasted into a shell, each curl line sends the request again and gets the same lie.
        const { username, password } = sandbox.adminCredentials
        // (Asynchronously: the proxy answers from this process.)
        const replayed: string[] = []
        for (const curl of curls) {
          const { stdout } = await promisify(execFile)('sh', ['-c', curl], {
            encoding: 'utf8',
            timeout: 10_000,
            env: { ...process.env, LEDGERNET_ADMIN: `${username}:${password}` },
          })
          replayed.push(stdout)
        }
        expect(replayed[0]).toMatch(/^HTTP\/1\.1 200/)
        expect(replayed[0]).toContain('"fee_paid"')
        expect(replayed[1]).toMatch(/^HTTP\/1\.1 200/)
        expect(replayed[1]).toContain('"timestamp":"late"')
      } finally {
        await browser.close()
      }
    } finally {
      await proxy.close()
    }
  })
})
