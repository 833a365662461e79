import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { generateApiReference } from '../scripts/generateApiReference.mjs'
import { errorsSource, generateErrorsGuide } from '../scripts/generateErrorsGuide.mjs'

type DevServer = {
  watcher: {
    add(paths: string[]): unknown
    on(event: 'change' | 'add' | 'unlink', listener: (file: string) => void): unknown
  }
  config: { logger: { info(message: string): void; error(message: string): void } }
}

const repository = fileURLToPath(new URL('../../', import.meta.url))
const partsFolder = fileURLToPath(new URL('../parts/', import.meta.url))
const isPackageSource = (file: string) =>
  /\/(packages\/[^/]+|specs)\/src\/.+\.ts$/.test(file) &&
  !/\.(test|bench)\.ts$/.test(file) &&
  !file.includes('/node_modules/')

/**
 * `pnpm docs:dev` only: regenerates the errors guide when docs/errors.md or a part changes, and
 * the API reference (TypeDoc, some seconds) when a package's source changes, so that the pages
 * reload like the hand-written ones.
 *
 * @example
 * vite: { plugins: [regenerateOnChange()] }
 */
export function regenerateOnChange() {
  let pending: ReturnType<typeof setTimeout> | undefined
  let running = Promise.resolve()
  return {
    name: 'ledgernet-regenerate-on-change',
    apply: 'serve' as const,
    configureServer(server: DevServer) {
      const { logger } = server.config
      const packageSources = readdirSync(`${repository}packages`).map((name) => `${repository}packages/${name}/src`)
      server.watcher.add([errorsSource, partsFolder, ...packageSources, `${repository}specs/src`])
      const onChange = (file: string) => {
        if (file === errorsSource || file.startsWith(partsFolder)) {
          generateErrorsGuide()
          logger.info('docs: errors guide regenerated')
        } else if (isPackageSource(file)) {
          clearTimeout(pending)
          pending = setTimeout(() => {
            running = running.then(async () => {
              const started = Date.now()
              try {
                await generateApiReference()
                logger.info(
                  `docs: API reference regenerated in ${Date.now() - started} ms (restart docs:dev to refresh its sidebar)`,
                )
              } catch (error) {
                logger.error(
                  `docs: the API reference could not be regenerated: ${error instanceof Error ? error.message : String(error)}`,
                )
              }
            })
          }, 500)
        }
      }
      for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, onChange)
    },
  }
}
