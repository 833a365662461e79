import { AsyncLocalStorage, createHook } from 'node:async_hooks'

/** The kinds of resource that keep a Node process running while they are open and referenced. */
const keepsProcessAlive = new Set([
  'Timeout',
  'Immediate',
  'TCPWRAP',
  'TCPSERVERWRAP',
  'PIPEWRAP',
  'PIPESERVERWRAP',
  'UDPWRAP',
  'PROCESSWRAP',
  'SIGNALWRAP',
  'FSEVENTWRAP',
  'STATWATCHER',
  'TTYWRAP',
])

type Handle = { hasRef?: () => boolean }
/** A handle, or Node's `ReusedHandle` (a kept-alive socket an HTTP agent hands to its next request) holding one. */
type Tracked = { type: string; resource: Handle & { handle?: Handle } }

const owners = new AsyncLocalStorage<Set<Tracked>>()
const alive = new Map<number, { tracked: Tracked; owner: Set<Tracked> }>()
let hookEnabled = false

function enableHook(): void {
  if (hookEnabled) return
  hookEnabled = true
  createHook({
    init(asyncId, type, _triggerAsyncId, resource) {
      if (!keepsProcessAlive.has(type)) return
      const owner = owners.getStore()
      if (owner === undefined) return
      const tracked = { type, resource: resource as Tracked['resource'] }
      owner.add(tracked)
      alive.set(asyncId, { tracked, owner })
    },
    destroy(asyncId) {
      const entry = alive.get(asyncId)
      if (entry === undefined) return
      entry.owner.delete(entry.tracked)
      alive.delete(asyncId)
    },
  }).enable()
}

/** Whether it keeps the process running: a pooled keep-alive socket is unreferenced while free, so it does not. */
const isReferenced = ({ resource }: Tracked): boolean => {
  const handle = typeof resource.hasRef === 'function' ? resource : (resource.handle ?? resource)
  return typeof handle.hasRef !== 'function' || handle.hasRef()
}
const referenced = (owned: ReadonlySet<Tracked>) => [...owned].filter(isReferenced)

/**
 * Runs `work` and answers what it left open that would keep a process running — a referenced
 * timer, socket, server or child process it created (directly or through what it called) and
 * did not close — by kind (`Timeout`, `TCPWRAP`): a command that leaves one behind makes its bin
 * hang after printing its answer. Closings still under way get `graceMs` to finish.
 *
 * @example
 * const { result, open } = await trackOpenHandles(() => runCli(['node', 'ping'], io))
 * expect(open).toEqual([])
 */
export async function trackOpenHandles<T>(
  work: () => Promise<T>,
  graceMs = 5_000,
): Promise<{ result: T; open: string[] }> {
  enableHook()
  const owned = new Set<Tracked>()
  const result = await owners.run(owned, work)
  for (const started = Date.now(); referenced(owned).length > 0 && Date.now() - started < graceMs; )
    await new Promise((resolve) => setTimeout(resolve, 10))
  return { result, open: referenced(owned).map(({ type }) => type) }
}
