import { defineConfig, mergeConfig } from 'vitest/config'
import { packageTests } from '../../vitest.shared.js'

export default mergeConfig(
  packageTests(),
  defineConfig({
    resolve: {
      // `#ecdsa`, `#sha256`, `#bech32` and `#hexCodec` are the package's `imports` map: its `node` condition names the build
      // in dist/; the tests run the source of that same Node face (platform/differential.test.ts runs every portable face
      // beside it).
      alias: {
        '#ecdsa': new URL('./src/platform/ecdsa.node.ts', import.meta.url).pathname,
        '#sha256': new URL('./src/hashes/sha256.node.ts', import.meta.url).pathname,
        '#bech32': new URL('./src/platform/bech32.node.ts', import.meta.url).pathname,
        '#hexCodec': new URL('./src/platform/hexCodec.node.ts', import.meta.url).pathname,
      },
    },
  }),
)
