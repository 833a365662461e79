#!/usr/bin/env node
// docs/errors.md is complete by construction. A ledgernet error can only be made with a code
// registered in `LedgernetErrorCodes` (the constructor's `code` is typed by it; each package adds
// its codes by declaration merging), so the registry is the list of every code the source can
// throw. This check reads that registry with the TypeScript compiler from the declarations every
// package ships (`dist/**/*.d.ts`, built first), and fails when docs/errors.md lacks a section
// for a code, when a section names no code (stale), or when a class's `code` is not its key.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import ts from 'typescript'

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
    return {
      code: property.name,
      className: propertyType.getSymbol()?.name ?? checker.typeToString(propertyType),
      codeType: codeSymbol ? checker.typeToString(checker.getTypeOfSymbol(codeSymbol)) : 'none',
      file: declaration ? declaration.getSourceFile().fileName : '?',
    }
  })
}

/**
 * What docs/errors.md gets wrong about the registered codes: a code without its section (`### CODE`,
 * which names the code's class), a section for no registered code, a class whose `code` is not
 * the key it is registered under.
 *
 * @param {{ code: string, className: string, codeType: string }[]} codes
 * @param {string} markdown
 * @returns {string[]}
 */
export function errorDocsProblems(codes, markdown) {
  const sections = new Map()
  const headings = [...markdown.matchAll(/^#{2,3} (.+)$/gm)]
  headings.forEach((match, index) => {
    const end = headings[index + 1]?.index ?? markdown.length
    sections.set(match[1].trim(), markdown.slice(match.index + match[0].length, end))
  })
  const problems = []
  const known = new Set(codes.map((entry) => entry.code))
  for (const { code, className, codeType } of codes) {
    if (codeType !== JSON.stringify(code))
      problems.push(`${code} is registered for ${className}, whose code is ${codeType}`)
    const section = sections.get(code)
    if (section === undefined) problems.push(`docs/errors.md has no section "### ${code}" (thrown as ${className})`)
    else if (!section.includes(`\`${className}\``))
      problems.push(`the section "### ${code}" does not name its class \`${className}\``)
  }
  for (const heading of sections.keys()) {
    if (/^[A-Z][A-Z0-9_]+$/.test(heading) && !known.has(heading))
      problems.push(`docs/errors.md has a section "### ${heading}", a code nothing registers`)
  }
  return problems
}

function* declarationFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      if (name !== 'cjs') yield* declarationFiles(path)
    } else if (name.endsWith('.d.ts')) yield path
  }
}

function main() {
  const root = fileURLToPath(new URL('../../', import.meta.url))
  const folders = ['specs', ...readdirSync(join(root, 'packages')).map((name) => join('packages', name))]
  const files = []
  for (const folder of folders) {
    const manifest = join(root, folder, 'package.json')
    if (!existsSync(manifest) || JSON.parse(readFileSync(manifest, 'utf8')).private) continue
    const dist = join(root, folder, 'dist')
    if (!existsSync(dist)) throw new Error(`${folder} is not built (no dist/): build first`)
    files.push(...declarationFiles(dist))
  }
  const codes = registeredErrorCodes(files)
  if (process.argv.includes('--list'))
    for (const { code, className, file } of codes.sort((a, b) => a.code.localeCompare(b.code)))
      console.log(`${code}\t${className}\t${relative(root, file)}`)
  const problems = errorDocsProblems(codes, readFileSync(join(root, 'docs/errors.md'), 'utf8'))
  if (problems.length) {
    console.error(`docs/errors.md is not complete:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
    process.exit(1)
  }
  console.log(`docs/errors.md explains all ${codes.length} error codes the packages register (and so can throw).`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
