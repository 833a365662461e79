import { createServer } from 'node:net'

/**
 * A port free at this moment on 127.0.0.1 (the kernel's pick, released at once), to hand a server
 * as a user would pass one.
 *
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}
