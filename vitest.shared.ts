import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config'

/**
 * The settings every package's vitest.config.ts starts from (`packageTests({ … })` adds its own):
 *
 * - Test files share no state but what they set up themselves, so a worker loads the package and
 *   its dependencies once for all its files (`isolate: false`); a global a test stubs is put back
 *   after it. A package whose files need a fresh module graph each says `isolate: true`.
 * - The workspace's built packages (`packages/x/dist/…`, which tests import by package name) are
 *   loaded by Node as a user's code loads them, not transformed by vitest once per project.
 *
 * @example
 * export default packageTests({ testTimeout: 20_000 })
 */
export function packageTests(test: NonNullable<ViteUserConfig['test']> = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        isolate: false,
        unstubGlobals: true,
        server: { deps: { external: [/\/(?:packages\/[^/]+|specs|tooling\/[^/]+)\/dist\//] } },
      },
    }),
    defineConfig({ test }),
  )
}
