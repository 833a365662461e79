import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumPath, launchChromium } from '@ledgernet/test-support/chromium'
import { serveDirectory } from '@ledgernet/test-support/serveDirectory'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { bundleForBrowser } from '../src/bundleForBrowser.js'
import { browserExportsModule } from '../src/consumerSources.js'
import { jsEntryPoints } from '../src/entryPoints.js'
import { moduleSpecifiers } from '../src/moduleSpecifiers.js'
import { nodeOnlyReason } from '../src/nodeOnlyReason.js'
import { repositoryRoot } from '../src/repositoryRoot.js'
import { runtimeExports } from '../src/runtimeExports.js'
import { startPackedSandbox } from '../src/startPackedSandbox.js'
import { typeCheckConsumer } from '../src/typeCheckConsumer.js'
import { unpackTarball } from '../src/unpackTarball.js'
import { checkFolder, consumerProject } from './consumers.js'

const publishable = inject('publishable')
const tarballs = inject('tarballs')
const unpacked = inject('unpacked')
const project = consumerProject()
const walletPage = fileURLToPath(new URL('../pages/wallet/', import.meta.url))
/** The CI artifact folder (gitignored): screenshots and what the page showed. */
const artifacts = join(repositoryRoot, 'artifacts', 'browser')

/** What the wallet page imports (all it imports): the packages a browser app built on ledgernet installs. */
const walletDependencies = [
  '@ledgernet/crypto',
  '@ledgernet/flows',
  '@ledgernet/gateway-client',
  '@ledgernet/v0-client',
]

const browserPackages = await Promise.all(
  publishable.map(async (pkg) => {
    const contents = await unpackTarball(tarballs[pkg.name]!, unpacked[pkg.name]!)
    return {
      ...pkg,
      entries: jsEntryPoints(contents.manifest).map((entry) => entry.specifier),
      nodeOnly: nodeOnlyReason(contents),
    }
  }),
).then((all) => all.filter((pkg) => pkg.nodeOnly === undefined))

let browser: Awaited<ReturnType<typeof launchChromium>>
let site: Awaited<ReturnType<typeof serveDirectory>>

beforeAll(async () => {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `${chromiumPath} is missing: run \`node tooling/package-checks/scripts/ensure-chromium.mjs\` (installs Debian's chromium with apt)`,
    )
  }
  browser = await launchChromium()
  site = await serveDirectory(project)
})

afterAll(async () => {
  await site?.close()
  await browser?.close()
})

describe('headless Chromium', () => {
  it('the wallet page makes a key, receives a transfer and creates a token through @ledgernet/flows against the packed sandbox', async () => {
    const missing = [...walletDependencies, '@ledgernet/sandbox'].filter((name) => tarballs[name] === undefined)
    expect(missing, 'packages the wallet page needs are not publishable workspace packages').toEqual([])
    // The page needs nothing but what a browser app on ledgernet installs.
    const imported = moduleSpecifiers(readFileSync(join(walletPage, 'wallet.ts'), 'utf8')).imports.filter(
      (specifier) => !specifier.startsWith('.'),
    )
    expect([...new Set(imported)].sort()).toEqual(walletDependencies)
    const app = checkFolder('wallet')
    const www = join(app, 'www')
    mkdirSync(www, { recursive: true })
    copyFileSync(join(walletPage, 'index.html'), join(www, 'index.html'))
    copyFileSync(join(walletPage, 'wallet.ts'), join(www, 'wallet.ts'))
    expect(
      await typeCheckConsumer(app, 'bundler', 'browser', ['www/wallet.ts']),
      'the page type-checks against the packed types',
    ).toEqual([])
    const bundle = await bundleForBrowser(
      app,
      readFileSync(join(walletPage, 'wallet.ts'), 'utf8'),
      join(www, 'wallet.js'),
    )
    expect(bundle.inputs.filter((input) => input.startsWith('node:'))).toEqual([])

    const sandbox = await startPackedSandbox(project, { roundMs: 50 })
    const page = await browser.context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`)
    })
    try {
      await page.goto(`${site.url}/wallet/www/index.html?gateway=${encodeURIComponent(sandbox.gatewayUrl)}`)
      mkdirSync(artifacts, { recursive: true })
      await page
        .waitForFunction(() => document.querySelector<HTMLElement>('#result')?.dataset.state !== 'running', undefined, {
          timeout: 90_000,
        })
        .catch(async (error: Error) => {
          await page.screenshot({ path: join(artifacts, 'wallet.png'), fullPage: true })
          throw new Error(
            `the page never finished (${error.message.split('\n')[0]}); ${problems.join('; ') || 'no page errors'}`,
          )
        })
      const state = await page.locator('#result').getAttribute('data-state')
      const shown = await page.locator('#result').textContent()
      await page.screenshot({ path: join(artifacts, 'wallet.png'), fullPage: true })
      writeFileSync(join(artifacts, 'wallet.json'), `${shown ?? ''}\n`)

      expect({ state, problems }, `${shown ?? ''}\n${problems.join('\n')}`).toEqual({ state: 'done', problems: [] })
      const result = JSON.parse(shown!) as {
        account: string
        transfer: { transactionId: string; fee: string }
        token: { rri: string; transactionId: string; fee: string }
        balance: string | null
      }
      expect(result.account).toMatch(/^ddx1[02-9ac-hj-np-z]+$/)
      expect(result.transfer.transactionId).toMatch(/^[0-9a-f]{64}$/)
      expect(result.token.transactionId).toMatch(/^[0-9a-f]{64}$/)
      expect(result.token.rri).toMatch(/^page_dr1[02-9ac-hj-np-z]+$/)
      expect(result.balance).toBe('1000')
      expect(Number(result.token.fee)).toBeGreaterThanOrEqual(100)
    } finally {
      await page.close()
      await sandbox.stop()
    }
  })

  it.each(browserPackages.map((pkg) => [pkg.name, pkg] as const))(
    '%s: its browser bundle runs in Chromium and exports what Node sees',
    async (_, pkg) => {
      const folder = `browser-${pkg.relativeDir.split('/').at(-1)}`
      const dir = checkFolder(folder)
      const node = await runtimeExports(dir, pkg.entries)
      const pageDir = join(dir, 'browser')
      await bundleForBrowser(dir, browserExportsModule(pkg.entries), join(pageDir, 'exports.js'))
      writeFileSync(
        join(pageDir, 'index.html'),
        '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module" src="./exports.js"></script>\n',
      )
      const page = await browser.context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      try {
        await page.goto(`${site.url}/${folder}/browser/index.html`)
        await page
          .waitForFunction(() => 'ledgernetExports' in globalThis, undefined, { timeout: 20_000 })
          .catch((error: Error) => {
            throw new Error(
              `the bundle never published its exports (${error.message.split('\n')[0]}); page errors: ${errors.join('; ') || 'none'}`,
            )
          })
        const inBrowser = await page.evaluate(() => (globalThis as { ledgernetExports?: unknown }).ledgernetExports)
        expect(errors).toEqual([])
        expect(inBrowser).toEqual(node)
      } finally {
        await page.close()
      }
    },
  )
})
