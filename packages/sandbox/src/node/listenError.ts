import { SandboxError } from '../SandboxError.js'

/**
 * What a failed `listen` becomes: a busy port is `PORT_IN_USE`, an address the machine does not
 * have or may not bind is `CANNOT_LISTEN` — each with a hint; anything else passes unchanged.
 *
 * @example
 * throw listenError(error, '127.0.0.1', 8080) // SandboxError PORT_IN_USE: Port 8080 on 127.0.0.1 is already in use.
 */
export function listenError(error: unknown, host: string, port: number): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  if (code === 'EADDRINUSE')
    return new SandboxError(`Port ${port} on ${host} is already in use.`, {
      code: 'PORT_IN_USE',
      hint: 'stop what listens there, or choose another port (--port; 0 picks a free one)',
      cause: error,
    })
  if (code === 'EADDRNOTAVAIL' || code === 'EACCES')
    return new SandboxError(`Cannot listen on ${host}:${port} (${code}).`, {
      code: 'CANNOT_LISTEN',
      hint: 'choose another host or port (--host, --port)',
      cause: error,
    })
  return error
}
