// TypeDoc plugin: names each entry point's module after the import specifier a user writes
// (`@ledgernet/gateway-client/validators`, not `packages/gateway-client/src/validators`), opens each
// package page with the package's own description and install line, and ends every page with
// links to the guides that use its package.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Converter, ReflectionKind } from 'typedoc'
import { MarkdownPageEvent } from 'typedoc-plugin-markdown'
import { guidesOf } from '../.vitepress/site.mjs'
import { publishedPackages, repositoryRoot } from './publishedEntryPoints.mjs'

/** @param {import('typedoc').Application} app */
export function load(app) {
  const packages = publishedPackages()
  const bySource = new Map(
    packages.flatMap((pkg) => pkg.entries.map((entry) => [join(repositoryRoot, entry.source), { pkg, entry }])),
  )

  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName
    const found = file === undefined ? undefined : bySource.get(file)
    if (found === undefined)
      throw new Error(`module ${reflection.name} (${file}) is not an entry point of a published package`)
    reflection.name = found.entry.specifier
  })

  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents === undefined) return
    if (page.model.kindOf?.(ReflectionKind.Project)) {
      page.contents = describeModules(page.contents, packages)
      return
    }
    const module = moduleOf(page.model)
    if (module === undefined) return
    const guides = guidesOf(module.name)
    const links = guides.map((guide) => `[${guide.text}](${guide.link})`).join(' · ')
    if (page.model === module) {
      const pkg = packages.find((candidate) => candidate.entries.some((entry) => entry.specifier === module.name))
      const description = pkg === undefined ? '' : manifestOf(pkg.folder).description
      const install = pkg === undefined ? '' : `\n\`\`\`sh\nnpm install ${pkg.name}\n\`\`\`\n`
      const guideLine = links === '' ? '' : `\nGuides: ${links}\n`
      page.contents = page.contents.replace(/^(# .*\n)/m, `$1\n${description}\n${install}${guideLine}`)
    } else if (links !== '') {
      page.contents = `${page.contents.trimEnd()}\n\n---\n\nGuides for \`${module.name}\`: ${links}\n`
    }
  })
}

/** The index of the reference: each module's line gets its package's description. */
function describeModules(contents, packages) {
  return contents.replace(/^- \[(@ledgernet\/[^\]]+)\]\(([^)]+)\)$/gm, (line, specifier) => {
    const pkg = packages.find((candidate) => candidate.name === specifier)
    if (pkg !== undefined) return `${line} — ${manifestOf(pkg.folder).description}`
    const parent = packages.find((candidate) => specifier.startsWith(`${candidate.name}/`))
    return parent === undefined
      ? line
      : `${line} — the \`${specifier.slice(parent.name.length + 1)}\` entry point of ${parent.name}`
  })
}

/** The module (entry point) a reflection belongs to. */
function moduleOf(reflection) {
  let current = reflection
  while (current !== undefined && !current.kindOf?.(ReflectionKind.Module)) current = current.parent
  return current
}

function manifestOf(folder) {
  return JSON.parse(readFileSync(join(repositoryRoot, folder, 'package.json'), 'utf8'))
}
