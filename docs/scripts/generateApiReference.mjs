// The API reference: TypeDoc over every published entry point (see publishedEntryPoints.mjs) with
// the workspace's tsconfig, written as Markdown pages into docs/api/ (git-ignored) with
// typedoc-plugin-markdown and typedoc-vitepress-theme (which also writes the sidebar).
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { Application, LogLevel, OptionDefaults } from 'typedoc'
import { inDependencyOrder, publishedPackages, repositoryRoot } from './publishedEntryPoints.mjs'

export const docsRoot = join(repositoryRoot, 'docs')
export const apiFolder = join(docsRoot, 'api')

// Tags openapi-typescript writes into the generated schema types.
const generatedBlockTags = ['@description', '@constant']

export async function generateApiReference() {
  const packages = inDependencyOrder(publishedPackages())
  const entries = packages.flatMap((pkg) => pkg.entries)
  const imports = packages.flatMap((pkg) => pkg.imports)
  const importNames = imports.map(({ specifier }) => specifier)
  const shared = importNames.filter((name, index) => importNames.indexOf(name) !== index)
  if (shared.length > 0)
    throw new Error(`two packages' imports maps name ${shared.join(', ')}: TypeDoc maps each to one source`)
  rmSync(apiFolder, { recursive: true, force: true })
  const app = await Application.bootstrapWithPlugins({
    entryPoints: entries.map((entry) => join(repositoryRoot, entry.source)),
    entryPointStrategy: 'resolve',
    tsconfig: join(docsRoot, 'tsconfig.api.json'),
    // Imports between packages resolve to their sources, so that a re-export (a client's
    // `HttpError`) is the same declaration as the original and links to its one page; so do a
    // package's own `#` imports (crypto's `#ecdsa`), whose map names dist/.
    compilerOptions: {
      paths: Object.fromEntries(
        [...entries, ...imports].map((entry) => [entry.specifier, [join(repositoryRoot, entry.source)]]),
      ),
    },
    plugin: ['typedoc-plugin-markdown', 'typedoc-vitepress-theme', join(docsRoot, 'scripts/typedocPackages.mjs')],
    out: apiFolder,
    docsRoot,
    readme: 'none',
    // "Defined in" links to the file on GitHub's main branch.
    disableGit: true,
    basePath: repositoryRoot,
    sourceLinkTemplate: 'https://github.com/ledgernet/ledgernet/blob/main/{path}#L{line}',
    name: 'API reference',
    excludePrivate: true,
    excludeInternal: true,
    excludeScopesInPaths: true,
    blockTags: [...OptionDefaults.blockTags, ...generatedBlockTags],
    useCodeBlocks: true,
    parametersFormat: 'table',
    interfacePropertiesFormat: 'table',
    classPropertiesFormat: 'table',
    typeDeclarationFormat: 'table',
    sidebar: { autoConfiguration: true, collapsed: true, pretty: true },
    logLevel: LogLevel.Warn,
  })
  const project = await app.convert()
  if (project === undefined || app.logger.hasErrors())
    throw new Error('TypeDoc could not convert the packages (see the errors above)')
  await app.generateOutputs(project)
  if (app.logger.hasErrors()) throw new Error('TypeDoc could not write the API reference (see the errors above)')
  return project
}
