import { existsSync, mkdirSync, symlinkSync } from 'node:fs'
import { delimiter, join } from 'node:path'

/**
 * What a reader's shell has of this process's environment: the user, home, locale, proxy and
 * certificate variables (a machine behind a TLS-inspecting proxy trusts its CA through them) —
 * nothing a test runner or a package manager set.
 */
const KEPT =
  /^(HOME|USER|LOGNAME|SHELL|LANG|LC_[A-Z]+|TZ|TMPDIR|CI|https?_proxy|HTTPS?_PROXY|no_proxy|NO_PROXY)$|CERT|CA_BUNDLE|CAINFO/

/**
 * The variable naming the registry of `@ledgernet/*` packages, which npm, pnpm and yarn read
 * (bun reads a `.npmrc`: `@ledgernet:registry=<url>`).
 *
 * @example
 * env[SCOPE_REGISTRY] // 'http://127.0.0.1:40711/'
 */
export const SCOPE_REGISTRY = 'npm_config_@ledgernet:registry'

/**
 * The environment of a reader's shell for one run of the checks, made in `dir`:
 * - `PATH` without any `node_modules/.bin` (what `pnpm run` put there: the workspace's own
 *   commands are not a reader's), and nothing else of this process's environment but the user,
 *   home, locale, proxy and certificate variables — no `npm_config_*`, `VITEST*`, `NODE_ENV` or
 *   `LEDGERNET_*`; the user's own npm configuration (`~/.npmrc`) applies, as in their shell;
 * - `registryUrl` as the registry of `@ledgernet/*` ({@link SCOPE_REGISTRY}): the packed packages,
 *   as if published;
 * - `npx`'s question answered yes (`npm_config_yes`: a reader answers "Ok to proceed?" with y),
 *   npm's audit, funding and update notices off (nothing of what a command does, only its noise);
 * - npm and pnpm take a third-party package's metadata from the cache when it is there
 *   (`npm_config_prefer_offline`, as a reader with a warm cache): no round trip to the registry
 *   per dependency per reader. The local registry's answers are never cached (`no-store`), so the
 *   packed `@ledgernet/*` packages are always this run's;
 * - a global prefix of this run (`npm_config_prefix`, its `bin` first on the `PATH`): what a page
 *   installs with `npm install -g` lands there, not in the machine's Node;
 * - caches of this run: npm's (`npm_config_cache`, whose downloads are `npmCache`'s, shared: only
 *   its `_npx` folder, where `npx` installs, is this run's, so that `npx -p @ledgernet/sandbox`
 *   installs this run's tarballs), pnpm's metadata (`XDG_CACHE_HOME`), yarn's and bun's; pnpm's
 *   store stays the user's (content-addressed).
 *
 * @example
 * const env = readerEnvironment('/tmp/checks/reader', registry.url, '/root/.npm')
 */
export function readerEnvironment(dir: string, registryUrl: string, npmCache: string): Record<string, string> {
  mkdirSync(join(dir, 'npm-cache'), { recursive: true })
  const downloads = join(dir, 'npm-cache', '_cacache')
  if (!existsSync(downloads)) {
    mkdirSync(join(npmCache, '_cacache'), { recursive: true })
    symlinkSync(join(npmCache, '_cacache'), downloads)
  }
  const path = [
    join(dir, 'global', 'bin'),
    ...(process.env.PATH ?? '')
      .split(delimiter)
      .filter((entry) => entry !== '' && !entry.includes(join('node_modules', '.bin'))),
  ].join(delimiter)
  const kept = Object.entries(process.env).filter(
    (entry): entry is [string, string] => KEPT.test(entry[0]) && entry[1] !== undefined,
  )
  return {
    ...Object.fromEntries(kept),
    PATH: path,
    [SCOPE_REGISTRY]: registryUrl,
    npm_config_yes: 'true',
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_cache: join(dir, 'npm-cache'),
    npm_config_prefix: join(dir, 'global'),
    XDG_CACHE_HOME: join(dir, 'cache'),
    YARN_CACHE_FOLDER: join(dir, 'yarn-cache'),
    BUN_INSTALL_CACHE_DIR: join(dir, 'bun-cache'),
  }
}
