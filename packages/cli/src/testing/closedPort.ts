import { createServer } from 'node:net'

/** A local port nothing listens on (bound, then released), for "cannot reach" errors. */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
