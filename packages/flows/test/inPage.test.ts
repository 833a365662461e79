// A browser page that bundles an in-memory sandbox with the root README's wallet example (as
// written, given the sandbox's fetch) and the flows, then creates a token and takes a snapshot and
// reverts it: the whole ledger in the page, no server but the static file server. One page load.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumPath, launchChromium } from '@ledgernet/test-support/chromium'
import { serveDirectory } from '@ledgernet/test-support/serveDirectory'
import { build } from 'esbuild'
import { afterAll, beforeAll, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const repository = join(packageDir, '..', '..')
const readme = readFileSync(join(repository, 'README.md'), 'utf8')
/** The root README's block marked `<!-- size-limit: name -->`. */
const block = (name: string) =>
  new RegExp(`<!-- size-limit: ${name} -->\\n\`\`\`ts\\n([\\s\\S]*?)\`\`\``).exec(readme)?.[1]
const example = block('wallet example in memory')
mkdirSync(join(packageDir, '.ledgernet-tmp'), { recursive: true })
const dir = mkdtempSync(join(packageDir, '.ledgernet-tmp', 'page-'))
let site: Awaited<ReturnType<typeof serveDirectory>> | undefined
let browser: Awaited<ReturnType<typeof launchChromium>> | undefined

beforeAll(async () => {
  if (!existsSync(chromiumPath)) {
    const ensure = join(repository, 'tooling', 'package-checks', 'scripts', 'ensure-chromium.mjs')
    expect(spawnSync(process.execPath, [ensure], { stdio: 'inherit' }).status, 'Chromium is needed').toBe(0)
  }
  site = await serveDirectory(dir)
  browser = await launchChromium()
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await site?.close()
  rmSync(dir, { recursive: true, force: true })
})

it('the in-memory example is the README’s wallet example but for the sandbox and its fetch', () => {
  const added = [
    "import { createMemorySandbox } from '@ledgernet/sandbox'\n",
    /const sandbox = createMemorySandbox\(\).*\n\n/,
    ', fetch: sandbox.fetch',
  ]
  expect(added.reduce<string>((code, part) => code.replace(part, ''), example ?? '')).toBe(block('wallet example'))
})

it('runs the README’s wallet example, a token creation and a snapshot/revert in a page, on a ledger in the same page', async () => {
  expect(example, 'the root README has the in-memory wallet example').toBeDefined()
  // The example as written, then the page's own steps with what it made (the sandbox, the client, the signer).
  const source = `${example}\nimport { afterTheReadme } from './test/inPage/afterTheReadme.ts'\nawait afterTheReadme(sandbox, gateway, signer)\n`
  const bundle = await build({
    stdin: { contents: source, resolveDir: packageDir, loader: 'ts', sourcefile: 'page.ts' },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    metafile: true,
    outfile: join(dir, 'page.js'),
    logLevel: 'silent',
  })
  // The whole in-memory sandbox, the flows and the clients, as a browser bundler resolves them.
  const inputs = Object.keys(bundle.metafile.inputs)
  expect(inputs.filter((input) => input.startsWith('node:'))).toEqual([])
  expect(inputs.some((input) => input.includes('sandbox/dist/createMemorySandbox.js'))).toBe(true)
  copyFileSync(join(packageDir, 'test', 'inPage', 'index.html'), join(dir, 'index.html'))

  const page = await browser!.context.newPage()
  const problems: string[] = []
  const printed: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
    if (message.type() === 'log') printed.push(message.text())
  })
  // The page may make no request but its own files: the ledger answers in the page.
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  try {
    await page.goto(`${site!.url}/index.html`)
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('#result')?.dataset.state !== 'running',
      undefined,
      {
        timeout: 60_000,
      },
    )
    const state = await page.locator('#result').getAttribute('data-state')
    const shown = JSON.parse((await page.locator('#result').textContent()) ?? 'null')
    expect({ state, problems }, JSON.stringify(shown)).toEqual({ state: 'done', problems: [] })
    expect(printed).toEqual(['CONFIRMED 64'])
    expect(requested.every((url) => url.startsWith(site!.url))).toBe(true)
    expect(shown).toMatchObject({
      token: { rri: expect.stringMatching(/^page_dr1[02-9ac-hj-np-z]+$/), status: 'CONFIRMED' },
      atSnapshot: { version: 2, balance: '1000000000000000000000' },
      afterTransfer: { version: 3, balance: '750000000000000000000', status: 'CONFIRMED' },
      afterRevert: { version: 2, balance: '1000000000000000000000' },
      invariants: [],
    })
  } finally {
    await page.close()
  }
}, 90_000)
