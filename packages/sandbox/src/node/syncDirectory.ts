import { fsPromises } from './lazyBuiltins.js'

/**
 * Syncs a directory, so that a file created or renamed in it survives a crash. Some file systems
 * refuse `fsync` on a directory; the files' own syncs still hold there.
 *
 * @example
 * await rename(temporary, path)
 * await syncDirectory(directory)
 */
export async function syncDirectory(directory: string): Promise<void> {
  const handle = await fsPromises().open(directory, 'r')
  try {
    await handle.sync()
  } catch {
    // See above: nothing more can be done on such a file system.
  } finally {
    await handle.close()
  }
}
