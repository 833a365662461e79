import { fstatSync, readFileSync, readlinkSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { resolve } from 'node:path'

/**
 * What a failing disk does to the journal file:
 *
 * - `short`: the disk is full at the fault's byte — a write that crosses it writes what fits and
 *   reports a short count; a write that cannot write a byte fails with ENOSPC (what `write(2)`
 *   does);
 * - `ENOSPC` / `EIO`: a write that crosses the byte writes what fits, then fails with that code
 *   (harsher than POSIX: bytes reached the file although the call failed);
 * - `fsync`: writes go through, every `fsync`/`fdatasync` fails with EIO.
 *
 * @example
 * const kind: DiskFaultKind = 'ENOSPC'
 */
export type DiskFaultKind = 'short' | 'ENOSPC' | 'EIO' | 'fsync'

/**
 * A fault to arm: its kind; the file offset from which writes fail (`short`, `ENOSPC`, `EIO`) —
 * given, or chosen by `at` from the first write it sees (its position and bytes; `undefined`
 * lets that write through); and whether cutting the file back fails too (as a crash before the
 * cut-back would leave the file).
 *
 * @example
 * const fault: DiskFault = { kind: 'short', atByte: 4096, cutBackFails: true }
 * const inNextWrite: DiskFault = { kind: 'EIO', at: ({ position, bytes }) => position + bytes.length - 1 }
 */
export type DiskFault = {
  kind: DiskFaultKind
  atByte?: number
  at?: (write: { position: number; bytes: Uint8Array }) => number | undefined
  cutBackFails?: boolean
}

type Handle = {
  fd: number
  write(
    buffer: Uint8Array,
    offset?: number,
    length?: number,
    position?: number | null,
  ): Promise<{ bytesWritten: number; buffer: Uint8Array }>
  datasync(): Promise<void>
  sync(): Promise<void>
  truncate(length?: number): Promise<void>
}

type Patched = Pick<Handle, 'write' | 'datasync' | 'sync' | 'truncate'>

const O_APPEND = 0o2000

/**
 * A fault-injecting layer under one file: it wraps the methods of Node's `FileHandle` (every
 * handle of this process, filtered by the file the descriptor names in `/proc/self/fd`), so the
 * code under test runs unchanged — whatever way it opens and writes the file — and meets the
 * errors a real disk gives. Linux only (it reads `/proc`). Arm a fault, `heal()` when "space comes
 * back", `restore()` at the end. One layer at a time per process.
 *
 * @example
 * const disk = await DiskFaults.install('/tmp/ledger/journal.log')
 * disk.arm({ kind: 'ENOSPC', atByte: 1000 })
 * // … a write crossing byte 1000 fails …
 * disk.heal()
 * disk.restore()
 */
export class DiskFaults {
  readonly path: string
  /** What the layer did, in order: `write 120@1000 → ENOSPC after 30`, `datasync → EIO`, … */
  readonly events: string[] = []
  #fault: DiskFault | undefined
  /** `short`: once a write came up short, the disk stays full at that byte until healed. */
  #full = false
  readonly #prototype: Patched
  readonly #original: Patched
  static #installed: DiskFaults | undefined

  private constructor(path: string, prototype: Patched) {
    this.path = path
    this.#prototype = prototype
    this.#original = {
      write: prototype.write,
      datasync: prototype.datasync,
      sync: prototype.sync,
      truncate: prototype.truncate,
    }
  }

  /** Wraps `FileHandle`'s methods for `path` (which need not exist yet). */
  static async install(path: string): Promise<DiskFaults> {
    if (DiskFaults.#installed)
      throw new Error(`a disk fault layer is already installed (on ${DiskFaults.#installed.path})`)
    const probe = await open(process.execPath, 'r')
    const prototype = Object.getPrototypeOf(probe) as Patched
    await probe.close()
    const layer = new DiskFaults(resolve(path), prototype)
    layer.#patch()
    DiskFaults.#installed = layer
    return layer
  }

  /** Makes the file fail as `fault` says, from now until `heal()`. */
  arm(fault: DiskFault): void {
    if (fault.kind !== 'fsync' && fault.atByte === undefined && fault.at === undefined)
      throw new Error(`a ${fault.kind} fault needs atByte or at`)
    this.#fault = { ...fault }
    this.#full = false
  }

  /** The disk works again (space came back, the bad sector was remapped). */
  heal(): void {
    this.#fault = undefined
    this.#full = false
  }

  get armed(): boolean {
    return this.#fault !== undefined
  }

  /** Puts `FileHandle`'s own methods back. */
  restore(): void {
    Object.assign(this.#prototype, this.#original)
    if (DiskFaults.#installed === this) DiskFaults.#installed = undefined
  }

  #targets(handle: Handle): boolean {
    try {
      return readlinkSync(`/proc/self/fd/${handle.fd}`) === this.path
    } catch {
      return false
    }
  }

  #patch(): void {
    const layer = this
    const original = this.#original
    this.#prototype.write = async function (this: Handle, buffer, offset = 0, length, position) {
      const size = length ?? buffer.byteLength - offset
      if (!layer.#fault || layer.#fault.kind === 'fsync' || !layer.#targets(this))
        return original.write.call(this, buffer, offset, length, position)
      const at = writePosition(this, position)
      const fault = layer.#fault
      if (fault.atByte === undefined) {
        fault.atByte = fault.at!({ position: at, bytes: buffer.subarray(offset, offset + size) })
        if (fault.atByte === undefined) return original.write.call(this, buffer, offset, length, position)
      }
      const limit = fault.atByte
      if (at + size <= limit) return original.write.call(this, buffer, offset, length, position)
      const fits = Math.max(0, limit - at)
      if (fits > 0) await original.write.call(this, buffer, offset, fits, position)
      const kind = fault.kind
      if (kind === 'short' && fits > 0 && !layer.#full) {
        layer.#full = true
        layer.events.push(`write ${size}@${at} → short, ${fits} written`)
        return { bytesWritten: fits, buffer }
      }
      const code = kind === 'EIO' ? 'EIO' : 'ENOSPC'
      layer.events.push(`write ${size}@${at} → ${code} after ${fits}`)
      throw systemError(code, 'write')
    }
    const failSync = (name: 'datasync' | 'sync') =>
      async function (this: Handle) {
        if (layer.#fault?.kind === 'fsync' && layer.#targets(this)) {
          // As on Linux after a failed writeback: the error is reported, the pages are not lost
          // from the file as the process sees it.
          layer.events.push(`${name} → EIO`)
          throw systemError('EIO', name === 'datasync' ? 'fdatasync' : 'fsync')
        }
        return original[name].call(this)
      }
    this.#prototype.datasync = failSync('datasync')
    this.#prototype.sync = failSync('sync')
    this.#prototype.truncate = async function (this: Handle, length = 0) {
      if (layer.#fault?.cutBackFails && layer.#targets(this)) {
        layer.events.push(`truncate ${length} → EIO`)
        throw systemError('EIO', 'ftruncate')
      }
      return original.truncate.call(this, length)
    }
  }
}

/** Where a write lands: its position, or the end of the file for an append. */
function writePosition(handle: Handle, position: number | null | undefined): number {
  const info = readFileSync(`/proc/self/fdinfo/${handle.fd}`, 'utf8')
  const flags = Number.parseInt(/flags:\s*(\d+)/.exec(info)?.[1] ?? '0', 8)
  if ((flags & O_APPEND) !== 0) return fstatSync(handle.fd).size
  if (typeof position === 'number') return position
  return Number(/pos:\s*(\d+)/.exec(info)?.[1] ?? 0)
}

function systemError(code: 'ENOSPC' | 'EIO', syscall: string): NodeJS.ErrnoException {
  const text = code === 'ENOSPC' ? 'no space left on device' : 'i/o error'
  return Object.assign(new Error(`${code}: ${text}, ${syscall}`), {
    code,
    errno: code === 'ENOSPC' ? -28 : -5,
    syscall,
  })
}
