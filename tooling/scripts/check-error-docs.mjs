#!/usr/bin/env node
// docs/errors.md is written from the packages' tables of errors. Each package that throws declares
// every code it throws once, in its table (`packages/flows/src/errors/flowsErrors.ts`, exported at
// `@ledgernet/flows/errors`): the class, the line a person reads, the hint and the docs text. Its
// codes are registered in `LedgernetErrorCodes` from that table, and a ledgernet error can only be
// made with a registered code, so the tables are the list of every code the source can throw.
//
// This script checks, from the sources and the built packages:
// - no source registers codes but beside a table (`interface LedgernetErrorCodes extends
//   RegisteredErrors<typeof flowsErrors> {}`);
// - the registry (read with the TypeScript compiler from the declarations every package ships,
//   `dist/**/*.d.ts`) and the tables (imported from each package's `./errors` entry) hold the same
//   codes, each once, and each class's `code` is its key;
// - every entry has a class, a hint and docs text;
// - docs/errors.md below its opening is exactly what the tables write (`--write` writes it).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import ts from 'typescript'

/** The line after which docs/errors.md is written from the tables. */
export const generatedMarker =
  'The sections below are written from the packages’ tables of errors: each package declares the codes it throws in one table, exported at `<package>/errors` (`flowsErrors` of `@ledgernet/flows/errors`), with each code’s class, the line a person reads, what to do and the text here (`node tooling/scripts/check-error-docs.mjs --write` writes this page from them).'

/**
 * The registered codes: each key of the merged `LedgernetErrorCodes` interface, with the class it
 * maps to and the declaration file that registers it.
 *
 * @param {readonly string[]} declarationFiles
 * @returns {{ code: string, className: string, codeType: string, file: string }[]}
 */
export function registeredErrorCodes(declarationFiles) {
  const program = ts.createProgram([...declarationFiles], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  /** @type {ts.InterfaceDeclaration[]} */
  const declarations = []
  for (const file of program.getSourceFiles()) {
    const visit = (node) => {
      if (ts.isInterfaceDeclaration(node) && node.name.text === 'LedgernetErrorCodes') declarations.push(node)
      else ts.forEachChild(node, visit)
    }
    visit(file)
  }
  if (declarations.length === 0) throw new Error('no LedgernetErrorCodes interface in the declarations given (built?)')
  // The interface itself (in @ledgernet/errors) merges every augmentation: its type has all the keys.
  const base = declarations.find((declaration) => !ts.isModuleBlock(declaration.parent)) ?? declarations[0]
  const type = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(base.name))
  return checker.getPropertiesOfType(type).map((property) => {
    const propertyType = checker.getTypeOfSymbol(property)
    const codeSymbol = propertyType.getProperty('code')
    const declaration = property.declarations?.[0]
    // A class that carries several codes is registered as `SandboxError & { code: 'PORT_IN_USE' }`.
    const classType = propertyType.isIntersection()
      ? (propertyType.types.find((part) => part.getSymbol()?.flags & ts.SymbolFlags.Class) ?? propertyType)
      : propertyType
    return {
      code: property.name,
      className: classType.getSymbol()?.name ?? checker.typeToString(propertyType),
      codeType: codeSymbol ? checker.typeToString(checker.getTypeOfSymbol(codeSymbol)) : 'none',
      file: declaration ? declaration.getSourceFile().fileName : '?',
    }
  })
}

/**
 * @typedef {{ class: Function, hint: string, docs: string, message?: Function, hintFor?: Function, reason?: Function }} TableEntry
 * @typedef {{ package: string, title: string, intro?: string, errors: Record<string, TableEntry> }} ErrorTable
 */

/**
 * What is wrong with the tables themselves and between them and the registry: a code in no table
 * or in two, a table's code nothing registers, an entry without a class, hint or docs, a class
 * that is not the registered one, a class whose `code` is not its key.
 *
 * @param {readonly ErrorTable[]} tables
 * @param {readonly { code: string, className: string, codeType: string }[]} codes
 * @returns {string[]}
 */
export function errorTableProblems(tables, codes) {
  const problems = []
  const owner = new Map()
  for (const table of tables)
    for (const [code, entry] of Object.entries(table.errors)) {
      if (owner.has(code)) problems.push(`${code} is in the tables of ${owner.get(code)} and of ${table.package}`)
      owner.set(code, table.package)
      if (typeof entry.class !== 'function') problems.push(`${table.package} ${code}: no class`)
      if (typeof entry.hint !== 'string' || entry.hint.trim() === '') problems.push(`${table.package} ${code}: no hint`)
      else if (/[.\s]$/.test(entry.hint))
        problems.push(`${table.package} ${code}: the hint ends the CLI's sentence, so it must not end with a full stop`)
      if (typeof entry.docs !== 'string' || entry.docs.trim() === '') problems.push(`${table.package} ${code}: no docs`)
    }
  const registered = new Map(codes.map((entry) => [entry.code, entry]))
  for (const { code, className, codeType } of codes) {
    if (codeType !== JSON.stringify(code))
      problems.push(`${code} is registered for ${className}, whose code is ${codeType}`)
    if (!owner.has(code)) problems.push(`${code} is registered (as ${className}) but in no package's table`)
  }
  for (const table of tables)
    for (const [code, entry] of Object.entries(table.errors)) {
      const known = registered.get(code)
      if (!known)
        problems.push(`${table.package} ${code}: in its table, but nothing registers it (is the table exported?)`)
      else if (typeof entry.class === 'function' && entry.class.name !== known.className)
        problems.push(
          `${table.package} ${code}: its table names the class ${entry.class.name}, the registry ${known.className}`,
        )
    }
  return problems
}

/**
 * A table's text as Markdown prose: a `<` outside code spans (`--timeout <ms>` in a hint) escaped,
 * so that no renderer (the docs site's among them) reads it as the start of an HTML tag.
 *
 * @param {string} text
 */
const prose = (text) =>
  text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/</g, '\\<')))
    .join('')

/**
 * The part of docs/errors.md the tables write: a `## ` section per table (its title and
 * introduction), a `### CODE` section per code (its class and package, its docs text, what to do).
 *
 * @param {readonly ErrorTable[]} tables
 * @returns {string}
 */
export function errorsMarkdown(tables) {
  const sections = tables.map((table) => {
    const codes = Object.entries(table.errors).map(
      ([code, entry]) =>
        `### ${code}\n\n\`${entry.class.name}\` · \`${table.package}\`. ${prose(entry.docs.trim())}\n\nWhat to do: ${prose(entry.hint)}.`,
    )
    return [`## ${table.title}`, ...(table.intro ? [prose(table.intro.trim())] : []), ...codes].join('\n\n')
  })
  return `${sections.join('\n\n')}\n`
}

/**
 * What docs/errors.md gets wrong: its part below the marker is not what the tables write, or its
 * opening (the hand-written part above the marker) has a `### CODE` section of its own.
 *
 * @param {readonly ErrorTable[]} tables
 * @param {string} markdown
 * @returns {string[]}
 */
export function errorDocsProblems(tables, markdown) {
  const at = markdown.indexOf(generatedMarker)
  if (at === -1) return [`docs/errors.md has no line ${generatedMarker}`]
  const problems = []
  if (/^#{2,3} /m.test(markdown.slice(0, at)))
    problems.push('docs/errors.md has a section above the generated part: each code is written from its table')
  const written = markdown.slice(at + generatedMarker.length).replace(/^\n+/, '')
  if (written !== errorsMarkdown(tables))
    problems.push('docs/errors.md is not what the tables write: run node tooling/scripts/check-error-docs.mjs --write')
  return problems
}

/**
 * docs/errors.md with its generated part written from `tables` (the opening kept as it is).
 *
 * @param {readonly ErrorTable[]} tables
 * @param {string} markdown
 */
export function writtenErrorDocs(tables, markdown) {
  const at = markdown.indexOf(generatedMarker)
  const opening = at === -1 ? markdown.replace(/\n## [\s\S]*$/, '\n') : markdown.slice(0, at)
  return `${opening.trimEnd()}\n\n${generatedMarker}\n\n${errorsMarkdown(tables)}`
}

/**
 * The places in `sources` (path → text) that register error codes other than from a table: a
 * `declare module '@ledgernet/errors'` that lists codes itself, instead of
 * `interface LedgernetErrorCodes extends RegisteredErrors<typeof xErrors> {}` beside the table.
 * Test files may register codes of their own (a test's error classes).
 *
 * @param {ReadonlyMap<string, string>} sources
 * @returns {string[]}
 */
export function registrationsOutsideTables(sources) {
  const problems = []
  for (const [path, text] of sources) {
    if (/\.test(-d)?\.ts$/.test(path)) continue
    for (const match of text.matchAll(
      /declare module ['"](?:@ledgernet\/errors|[^'"]*LedgernetErrorCodes\.js)['"] \{([\s\S]*?)\n\}/g,
    )) {
      const body = match[1]
      if (!/^\s*interface LedgernetErrorCodes extends RegisteredErrors<typeof \w+> \{\}\s*$/.test(body))
        problems.push(`${path} registers error codes itself: declare them in the package's table of errors instead`)
    }
  }
  return problems
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'generated') yield* sourceFiles(path)
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield path
  }
}

function* declarationFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'cjs') yield* declarationFiles(path)
    } else if (entry.name.endsWith('.d.ts')) yield path
  }
}

/** Whether `value` has a table's shape (its package, title and errors). */
const isErrorTable = (value) =>
  typeof value === 'object' &&
  value !== null &&
  typeof value.package === 'string' &&
  typeof value.title === 'string' &&
  typeof value.errors === 'object'

/**
 * The published packages, each with its manifest, in the order their dependencies on each other
 * give (a package after those it depends on; then by name).
 */
function publishedPackages(root) {
  const folders = ['specs', ...readdirSync(join(root, 'packages')).map((name) => join('packages', name))]
  const packages = folders
    .filter((folder) => existsSync(join(root, folder, 'package.json')))
    .map((folder) => ({ folder, manifest: JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private)
  const byName = new Map(packages.map((item) => [item.manifest.name, item]))
  const depths = new Map()
  const depth = (name) => {
    if (!depths.has(name)) {
      depths.set(name, 0)
      const dependencies = Object.keys(byName.get(name)?.manifest.dependencies ?? {}).filter((dep) => byName.has(dep))
      depths.set(name, dependencies.length ? 1 + Math.max(...dependencies.map(depth)) : 0)
    }
    return depths.get(name)
  }
  return packages.sort(
    (a, b) => depth(a.manifest.name) - depth(b.manifest.name) || a.manifest.name.localeCompare(b.manifest.name),
  )
}

/**
 * Every package's table, imported from its built `./errors` entry, in dependency order. An entry
 * may also pass on the tables of the packages it calls (`@ledgernet/flows/errors` gives the
 * transport's): each table is taken from its own package's entry only.
 */
async function errorTablesOf(root, packages) {
  const tables = []
  for (const { folder, manifest } of packages) {
    const entry = manifest.exports?.['./errors']?.import?.default
    if (entry === undefined) continue
    const module = await import(pathToFileURL(join(root, folder, entry)).href)
    tables.push(...Object.values(module).filter((value) => isErrorTable(value) && value.package === manifest.name))
  }
  return tables
}

async function main() {
  const root = fileURLToPath(new URL('../../', import.meta.url))
  const packages = publishedPackages(root)
  const files = []
  for (const { folder } of packages) {
    const dist = join(root, folder, 'dist')
    if (!existsSync(dist)) throw new Error(`${folder} is not built (no dist/): build first`)
    files.push(...declarationFiles(dist))
  }
  const codes = registeredErrorCodes(files)
  const tables = await errorTablesOf(root, packages)
  if (process.argv.includes('--list'))
    for (const { code, className, file } of codes.sort((a, b) => a.code.localeCompare(b.code)))
      console.log(`${code}\t${className}\t${relative(root, file)}`)
  const docsPath = join(root, 'docs/errors.md')
  const markdown = readFileSync(docsPath, 'utf8')
  const sources = new Map()
  for (const { folder } of packages)
    for (const file of sourceFiles(join(root, folder, 'src')))
      sources.set(relative(root, file), readFileSync(file, 'utf8'))
  const problems = [...registrationsOutsideTables(sources), ...errorTableProblems(tables, codes)]
  if (process.argv.includes('--write') && problems.length === 0) {
    writeFileSync(docsPath, writtenErrorDocs(tables, markdown))
    console.log(`docs/errors.md written from ${tables.length} tables (${codes.length} codes).`)
    return
  }
  problems.push(...errorDocsProblems(tables, markdown))
  if (problems.length) {
    console.error(`The error tables or docs/errors.md are not complete:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    process.exit(1)
  }
  console.log(
    `All ${codes.length} registered error codes are in the ${tables.length} packages' tables, each with its class, hint and docs; docs/errors.md is what they write.`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
