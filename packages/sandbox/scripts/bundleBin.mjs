// The last step of the sandbox's `build`: the `ledgernet-sandbox` command as one file, written
// inside its CommonJS wrapper, with a code cache. tsc wrote dist/node/bin.js and the ~300 modules it imports (this package's,
// @ledgernet/*, commander, ajv-formats, noble, scure); loading them one by one, and compiling them,
// is most of a cold start. So:
//  1. esbuild puts them in one CommonJS file, dist/node/sandbox.cjs (CommonJS, so that the launcher
//     can compile it as a `vm.Script` with V8's code cache; only the native addon of `secp256k1`
//     and `ws`, loaded with the first websocket, stay outside, required beside this package);
//  2. the launcher, src/node/launch.ts, becomes dist/node/launch.cjs (bin/ledgernet-sandbox.cjs
//     requires it: a CommonJS bin starts without Node's ES module loader);
//  3. the command runs once with LEDGERNET_SANDBOX_CODE_CACHE=write: it starts, serves the README's
//     transfer through the Gateway API (the other interfaces compile on their first request), stops,
//     and writes what V8 compiled as dist/node/sandbox.cjs.<v8>-<arch>-<sha256>.v8cache (src/node/codeCache.ts).
// The library's Node entries are bundled apart (scripts/bundleEntries.mjs), keeping outside the
// @ledgernet packages whose classes cross their API.
import { spawn } from 'node:child_process'
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { bytesToHex, hexToBytes, PrivateKey, sha256d } from '@ledgernet/crypto'
import { encodeSignedTransaction } from '@ledgernet/transaction'
import { build } from 'esbuild'
// tsc's output, read before this script removes it (the launcher's copy is inside launch.cjs).
import { wrapCommonJs } from '../dist/node/codeCache.js'
import { bip32OnFirstUse, portableFormats } from './bundlePlugins.mjs'

const packageDir = fileURLToPath(new URL('../', import.meta.url))
const nodeDist = join(packageDir, 'dist', 'node')

/**
 * commander requires `node:child_process` (~0.8 ms to load) for executable subcommands, which this
 * command has none of. Inside the bundle, that require is a stand-in that loads the module when a
 * property of it is first read.
 */
const childProcessOnFirstUse = {
  name: 'child-process-on-first-use',
  setup(context) {
    context.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      args.kind === 'require-call' ? { path: 'child_process', namespace: 'builtin-on-first-use' } : undefined,
    )
    context.onLoad({ filter: /.*/, namespace: 'builtin-on-first-use' }, () => ({
      loader: 'js',
      contents: [
        'let real',
        "const load = () => (real ??= process.getBuiltinModule('node:child_process'))",
        'module.exports = new Proxy({}, { get: (_, name) => load()[name], has: (_, name) => name in load() })',
      ].join('\n'),
    }))
  },
}

const common = {
  bundle: true,
  write: false,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  minify: true,
  charset: 'ascii',
  legalComments: 'eof',
  logLevel: 'warning',
}
const [sandbox, launch] = await Promise.all([
  build({
    ...common,
    entryPoints: [join(nodeDist, 'bin.js')],
    outfile: join(nodeDist, 'sandbox.cjs'),
    sourcemap: 'linked',
    // libsecp256k1 (its WebAssembly is read beside its module) and ws with its optional native helpers are looked up at run time, beside the package.
    external: ['tiny-secp256k1', 'secp256k1', 'ws', 'bufferutil', 'utf-8-validate'],
    plugins: [portableFormats, bip32OnFirstUse, childProcessOnFirstUse],
    define: { 'import.meta.url': '__ledgernetBundle.url' },
    // `import.meta.url` of the modules inside: the bundle's own URL (made when first read).
    banner: {
      js: '"use strict";var __ledgernetBundle={get url(){return require("node:url").pathToFileURL(__filename).href}};',
    },
  }),
  build({
    ...common,
    entryPoints: [join(nodeDist, 'launch.js')],
    outfile: join(nodeDist, 'launch.cjs'),
    define: { 'import.meta.dirname': '__dirname' },
  }),
])
for (const file of [...sandbox.outputFiles, ...launch.outputFiles]) {
  // The entry's `#!` line would not parse inside a function. The command's bundle is written inside
  // the CommonJS wrapper (its own first line), the script the launcher compiles as it is
  // (codeCache.ts); its source map gains that line too (an empty first line of mappings).
  let text = file.text.replace(/^#!.*\n/, '')
  if (file.path === join(nodeDist, 'sandbox.cjs')) text = wrapCommonJs(text)
  // (Edited as text: esbuild's map is ASCII, its other characters escaped, and stays so.)
  if (file.path === join(nodeDist, 'sandbox.cjs.map')) text = text.replace(/("mappings":\s*")/, '$1;')
  if (Buffer.byteLength(text) !== text.length)
    throw new Error(`${file.path} is not ASCII: the launcher reads it as latin1`)
  writeFileSync(file.path, text)
}
// The tsc output the bundles were made from: not an entry point of the package.
for (const name of readdirSync(nodeDist))
  if (/^(bin|launch|codeCache)\.(js|js\.map|d\.ts|d\.ts\.map)$/.test(name) || name.endsWith('.v8cache'))
    rmSync(join(nodeDist, name))

await writeCodeCache()

const kib = (name) => `${(statSync(join(nodeDist, name)).size / 1024).toFixed(0)} KiB`
const cacheName = readdirSync(nodeDist).find((name) => name.endsWith('.v8cache'))
console.log(
  `dist/node/sandbox.cjs: one file, ${kib('sandbox.cjs')}; its code cache ${cacheName ? kib(cacheName) : 'not written'}`,
)

/**
 * Runs the command as a user would (the bin, `--port 0 --json`) with LEDGERNET_SANDBOX_CODE_CACHE=write:
 * the README's transfer through the Gateway API (build, sign, submit naming the id, status) as the flows run it,
 * then SIGTERM; the command writes its code cache as it exits. The other interfaces are left out: what they
 * compile is compiled on their first request, and a smaller cache is read faster at every start.
 */
async function writeCodeCache() {
  const child = spawn(process.execPath, [join(packageDir, 'bin', 'ledgernet-sandbox.cjs'), '--port', '0', '--json'], {
    env: { ...process.env, LEDGERNET_SANDBOX_CODE_CACHE: 'write' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)))
  const line = await Promise.race([
    new Promise((resolve) => createInterface({ input: child.stdout }).once('line', resolve)),
    exited.then((code) => {
      throw new Error(`the sandbox exited (${code}) before it started`)
    }),
  ])
  const description = JSON.parse(line)
  const [sender, receiver] = description.accounts
  const post = async (url, body, headers = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${text}`)
    return JSON.parse(text)
  }
  const gateway = (path, body) =>
    post(
      `${description.gatewayUrl}${path}`,
      { network_identifier: { network: 'localnet' }, ...body },
      { 'x-ledger-target-gw-api': '1.0' },
    )
  try {
    const built = await gateway('/transaction/build', {
      actions: [
        {
          type: 'TransferTokens',
          from_account: { address: sender.address },
          to_account: { address: receiver.address },
          amount: { value: '2500000000000000000', token_identifier: { rri: 'xrd_dr1qyrs8qwl' } },
        },
      ],
      fee_payer: { address: sender.address },
    })
    // As the flows do (decision 031): the signed transaction and its id made here, submitted naming the id.
    const unsigned = hexToBytes(built.transaction_build.unsigned_transaction)
    const signed = encodeSignedTransaction(unsigned, PrivateKey.fromHex(sender.privateKey).sign(sha256d(unsigned)))
    const hash = bytesToHex(sha256d(signed))
    await gateway('/transaction/submit', { signed_transaction: bytesToHex(signed), transaction_identifier: { hash } })
    await gateway('/transaction/status', { transaction_identifier: { hash } })
  } finally {
    child.kill('SIGTERM')
  }
  const code = await exited
  if (code !== 0) throw new Error(`the sandbox exited with ${code} while writing its code cache`)
}
