import ts from 'typescript'

/**
 * The exported `*ErrorType` unions of the modules `entryFiles` (a package's `.d.ts` entry points)
 * that name one error twice — directly, or through a union they include (`WaitForStatusErrorType |
 * TransportErrorType` both listing `HttpError`). TypeScript folds the repeat away, but a reader
 * of the declaration, an editor's hover and the API reference see the error listed twice. Answers
 * one line per repeat: `SubmitActionsErrorType: HttpError twice (through WaitForStatusErrorType, through TransportErrorType)`.
 *
 * @example
 * repeatedErrorUnionMembers(['packages/flows/dist/index.d.ts']) // []
 */
export function repeatedErrorUnionMembers(entryFiles: readonly string[]): string[] {
  const program = ts.createProgram([...entryFiles], {
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  })
  const checker = program.getTypeChecker()
  const problems = new Set<string>()
  for (const file of entryFiles) {
    const source = program.getSourceFile(file)
    const module = source && checker.getSymbolAtLocation(source)
    if (module === undefined) throw new Error(`${file} is not a module TypeScript can read`)
    for (const exported of checker.getExportsOfModule(module)) {
      if (!exported.name.endsWith('ErrorType')) continue
      const byMember = new Map<unknown, { name: string; paths: string[] }>()
      for (const { key, name, path } of unionMembers(checker, resolveAlias(checker, exported), [])) {
        const seen = byMember.get(key) ?? { name, paths: [] }
        seen.paths.push(path.length === 0 ? 'directly' : `through ${path.join(' → ')}`)
        byMember.set(key, seen)
      }
      for (const { name, paths } of byMember.values())
        if (paths.length > 1) problems.add(`${exported.name}: ${name} ${paths.length} times (${paths.join(', ')})`)
    }
  }
  return [...problems].sort()
}

type Member = { key: unknown; name: string; path: string[] }

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
}

/** The leaves of a type alias's declared union, each with the aliases it was reached through. */
function unionMembers(checker: ts.TypeChecker, alias: ts.Symbol, path: string[]): Member[] {
  const declaration = alias.declarations?.find(ts.isTypeAliasDeclaration)
  if (declaration === undefined) return [{ key: alias, name: alias.name, path }]
  const nodes = ts.isUnionTypeNode(declaration.type) ? declaration.type.types : [declaration.type]
  return nodes.flatMap((node): Member[] => {
    if (!ts.isTypeReferenceNode(node)) return [{ key: node.getText(), name: node.getText(), path }]
    const referenced = checker.getSymbolAtLocation(node.typeName)
    if (referenced === undefined) return [{ key: node.getText(), name: node.getText(), path }]
    const target = resolveAlias(checker, referenced)
    const targetDeclaration = target.declarations?.find(ts.isTypeAliasDeclaration)
    // A union (or an alias of one) is opened; anything else — a class, an interface — is a member.
    const opens =
      targetDeclaration !== undefined &&
      (ts.isUnionTypeNode(targetDeclaration.type) || ts.isTypeReferenceNode(targetDeclaration.type))
    return opens ? unionMembers(checker, target, [...path, target.name]) : [{ key: target, name: target.name, path }]
  })
}
