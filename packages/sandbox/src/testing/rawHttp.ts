import { connect, type Socket } from 'node:net'

/**
 * What a raw exchange gave: the status of every answer in the bytes received (pipelined requests
 * get several), those bytes, and whether the server closed the connection.
 */
export type RawExchange = { statuses: number[]; text: string; closed: boolean }

/**
 * Sends `pieces` (strings or bytes, written one after the other, `pauseMs` apart) on a new
 * connection to `127.0.0.1:port`, then, `after` them: `read` — waits until the server closes the
 * connection or `settleMs` pass without it; `end` — half-closes (no more bytes) and waits the
 * same; `drop` — closes and goes; `reset` — resets the connection (RST) and goes. What a client
 * that frames requests by hand (or badly, or gives up) meets.
 *
 * @example
 * const { statuses } = await rawExchange(port, ['POST /rpc HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 99999999\r\n\r\n'])
 */
export function rawExchange(
  port: number,
  pieces: readonly (string | Uint8Array)[],
  {
    pauseMs = 0,
    settleMs = 5_000,
    after = 'read',
  }: { pauseMs?: number; settleMs?: number; after?: 'read' | 'end' | 'drop' | 'reset' } = {},
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1')
    const received: Buffer[] = []
    let closed = false
    let done = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const finish = () => {
      if (done) return
      done = true
      clearTimeout(timer)
      if (!socket.destroyed) socket.destroy()
      const text = Buffer.concat(received).toString('latin1')
      const statuses = [...text.matchAll(/HTTP\/1\.[01] (\d{3}) /g)].map((match) => Number(match[1]))
      resolve({ statuses, text, closed })
    }
    socket.on('data', (chunk) => received.push(chunk))
    // A reset after the answer (the server closed while bytes were still on their way) is a close.
    socket.on('error', () => {})
    socket.on('close', () => {
      closed = true
      finish()
    })
    socket.once('connect', async () => {
      for (const [index, piece] of pieces.entries()) {
        if (done || socket.destroyed) return
        if (index > 0 && pauseMs > 0) await new Promise((next) => setTimeout(next, pauseMs))
        socket.write(piece)
      }
      if (done || socket.destroyed) return
      if (after === 'reset') {
        socket.resetAndDestroy()
        return finish()
      }
      if (after === 'drop') return finish()
      if (after === 'end') socket.end()
      timer = setTimeout(finish, settleMs)
    })
  })
}

/**
 * Opens a connection, writes `head` and leaves it open: a client that stopped sending in the
 * middle of a request. Resolves with the socket once written (destroy it to leave).
 *
 * @example
 * const stalled = await stalledRequest(port, 'POST /rpc HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{')
 */
export function stalledRequest(port: number, head: string | Uint8Array): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head, () => resolve(socket)))
    socket.on('error', reject)
  })
}
