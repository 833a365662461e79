// esbuild plugins shared by the sandbox's bundles (the command's, scripts/bundleBin.mjs, and the
// library's Node entries, scripts/bundleEntries.mjs).
import { join } from 'node:path'

/**
 * @ledgernet/specs requires ajv-formats (CommonJS) through `createRequire` under Node, which would
 * look for it beside the bundle; its portable face imports it, which the bundle can hold.
 */
export const portableFormats = {
  name: 'portable-formats',
  setup(context) {
    context.onResolve({ filter: /\/specFormats\.node\.js$/ }, (args) => ({
      path: join(args.resolveDir, args.path.replace(/\.node\.js$/, '.js')),
    }))
  },
}

/**
 * @scure/bip32 builds its curve (@noble/curves: tables, and a probe of Web Crypto's random bytes)
 * when it is imported, ~2 ms of a start; the command needs it only beyond the 100 development
 * accounts of the generated table. Inside the bundle, its import is a stand-in whose `HDKey`
 * requires the real module (bundled, and initialized then) on first use.
 */
export const bip32OnFirstUse = {
  name: 'bip32-on-first-use',
  setup(context) {
    context.onResolve({ filter: /^@scure\/bip32$/ }, (args) => {
      // The real module: asked for by the stand-in (below), or resolved on its behalf.
      if (args.pluginData === 'real') return undefined
      if (args.namespace === 'on-first-use')
        return context.resolve('@scure/bip32', {
          resolveDir: args.resolveDir,
          kind: 'require-call',
          pluginData: 'real',
        })
      return { path: 'bip32', namespace: 'on-first-use', pluginData: args.resolveDir }
    })
    context.onLoad({ filter: /.*/, namespace: 'on-first-use' }, (args) => ({
      resolveDir: args.pluginData,
      loader: 'js',
      contents: [
        'let real',
        "const load = () => (real ??= require('@scure/bip32'))",
        'export const HDKey = new Proxy({}, { get: (_, name) => load().HDKey[name] })',
      ].join('\n'),
    }))
  },
}
