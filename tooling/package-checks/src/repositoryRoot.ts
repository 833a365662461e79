import { fileURLToPath } from 'node:url'

/**
 * The monorepo's root directory (this package lives in `tooling/package-checks/src`).
 *
 * @example
 * listWorkspacePackages(repositoryRoot)
 */
export const repositoryRoot: string = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '')
