import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium } from 'playwright-core'

/**
 * Debian's Chromium: playwright never downloads a browser here.
 *
 * @example
 * existsSync(chromiumPath)
 */
export const chromiumPath = '/usr/bin/chromium'

/**
 * The flags CI runs Chromium with: headless, no sandbox (containers run as root), no GPU, and
 * nothing that reaches the network on its own (QUIC, background networking, component
 * updates, sync).
 *
 * @example
 * spawn(chromiumPath, [...chromiumFlags, '--dump-dom', url])
 */
export const chromiumFlags: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Starts headless Chromium (`/usr/bin/chromium`) through playwright-core with a fresh
 * user-data directory, removed again by `close()`.
 *
 * @example
 * const browser = await launchChromium()
 * const page = await browser.context.newPage()
 * await browser.close()
 */
export async function launchChromium(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'ledgernet-chromium-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumFlags],
    viewport: { width: 1100, height: 800 },
  })
  return {
    context,
    close: async () => {
      await context.close()
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}
