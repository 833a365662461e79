import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { createSpecValidator } from '@ledgernet/specs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/Sandbox.js'
import { type BinSandbox, startBinSandbox } from './support/binSandbox.js'

// In its own process, as a user's client meets it: in this one, the client and the server would
// take turns on one event loop and the server would always read what the client sends.
let bin: BinSandbox
let sandbox: Sandbox
beforeAll(async () => {
  bin = await startBinSandbox(['--accounts', '2'])
  sandbox = bin.sandbox
})
afterAll(() => bin.stop())

const MiB = 1024 * 1024
const LIMIT = 4 * MiB
const headers = { 'content-type': 'application/json', 'x-ledger-target-gw-api': '1.0' }
type Answer = { status: number; body: any }

/** The documented 413 body of each interface (the Gateway and v0 ones checked against their specs). */
function expectDocumented413(path: string, answer: Answer, attempted?: number) {
  expect(answer.status, path).toBe(413)
  if (path === '/transaction/submit') {
    expect(answer.body.details).toEqual({
      type: 'RequestTooLargeError',
      length_limit: LIMIT,
      ...(attempted !== undefined ? { attempted_length: attempted } : {}),
    })
    expect(
      createSpecValidator('gateway').validateResponse('submitTransaction', { status: 413, body: answer.body }),
    ).toEqual([])
  } else {
    expect(answer.body).toEqual({ code: 413, message: `request body exceeds ${LIMIT} bytes` })
    if (path.startsWith('/v0/'))
      expect(
        createSpecValidator('gateway-v0').validateResponse('submitNotarizedTransaction', {
          status: 413,
          body: answer.body,
        }),
      ).toEqual([])
  }
}

const paths = ['/rpc', '/transaction/submit', '/v0/transaction/submit', '/api/system']

async function viaFetch(path: string, size: number): Promise<Answer> {
  const response = await fetch(`${sandbox.gatewayUrl}${path}`, {
    method: 'POST',
    headers,
    body: Buffer.alloc(size, 0x20),
  })
  return { status: response.status, body: await response.json() }
}

async function viaFetchStream(path: string, size: number): Promise<Answer> {
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close()
      sent += 256 * 1024
      controller.enqueue(new Uint8Array(256 * 1024).fill(0x20))
    },
  })
  const response = await fetch(`${sandbox.gatewayUrl}${path}`, {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit)
  return { status: response.status, body: await response.json() }
}

function viaNodeHttp(path: string, size: number, chunked: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${sandbox.gatewayUrl}${path}`,
      {
        method: 'POST',
        headers: { ...headers, ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }) },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }))
      },
    )
    request.on('error', reject)
    // Written in one call, as a client that does not watch for an early answer would.
    request.end(Buffer.alloc(size, 0x20))
  })
}

/** A raw socket that sends everything before it reads anything. */
function viaSocket(path: string, size: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(sandbox.port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1])
      resolve({ status, body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) })
    })
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    )
    socket.write(Buffer.alloc(size, 0x20))
  })
}

describe('a body over the 4 MiB limit', () => {
  it("gets its 413 with the documented body from Node's fetch (12 MiB), on every interface", async () => {
    for (const path of paths) expectDocumented413(path, await viaFetch(path, 12 * MiB), 12 * MiB)
  })

  it('gets its 413 from a streamed fetch, node:http (declared and chunked) and a raw socket that reads only at the end', async () => {
    for (const path of ['/rpc', '/transaction/submit']) {
      expectDocumented413(path, await viaFetchStream(path, 12 * MiB))
      expectDocumented413(path, await viaNodeHttp(path, 12 * MiB, false), 12 * MiB)
      expectDocumented413(path, await viaNodeHttp(path, 12 * MiB, true))
      expectDocumented413(path, await viaSocket(path, 12 * MiB), 12 * MiB)
    }
    expect((await fetch(`${sandbox.nodeUrl}/api/ping`)).status).toBe(200)
  })

  it('is not read beyond a bound: a client that never stops sending is cut off after its answer', async () => {
    const outcome = await new Promise<{ status?: number; sentMiB: number; closed: boolean }>((resolve) => {
      const socket = connect(sandbox.port, '127.0.0.1')
      let head = ''
      let sent = 0
      const chunk = Buffer.alloc(MiB, 0x20)
      socket.on('data', (data) => (head += data.toString('latin1')))
      const finish = (closed: boolean) =>
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]) || undefined, sentMiB: sent / MiB, closed })
      socket.on('error', () => finish(true))
      socket.on('close', () => finish(true))
      socket.write('POST /rpc HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n')
      const pump = () => {
        while (sent < 1024 * MiB) {
          sent += chunk.length
          socket.write(`${chunk.length.toString(16)}\r\n`)
          socket.write(chunk)
          if (!socket.write('\r\n')) return socket.once('drain', pump)
        }
        finish(false)
      }
      pump()
    })
    expect(outcome.status).toBe(413)
    expect(outcome.closed).toBe(true)
    expect(outcome.sentMiB).toBeLessThan(256)
  })
})
