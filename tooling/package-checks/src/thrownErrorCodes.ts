import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import ts from 'typescript'

/**
 * The error codes code can throw, read from the sources of the workspace's packages with the
 * TypeScript compiler: every `new` of a ledgernet error (a class with a literal `code` and a
 * `docsUrl`) in a function and in the functions it calls — through the other packages' sources,
 * through an interface's implementations (a client's `post`, a transport's `request`; when the
 * compiler cannot trace one, the functions kept under that member's name that take what the call
 * passes), through the functions it passes on as values. A callback given to a function of the
 * sources is followed where that function calls it. A `catch` keeps a code in only where that is
 * certain: it never rethrows the error, or rethrows it under a condition known to be false for
 * that code (`if (!isTransientFailure(error)) throw error` keeps a network error in; a type guard
 * such as `isLedgernetError(error)` holds for every registered error); anything else lets the code
 * through. So it errs on the side of a code too many, never of a code missed.
 *
 * @example
 * const analysis = createThrownErrorAnalysis(repositoryRoot, ['packages/flows/src/index.ts'])
 * analysis.codesOfExport('packages/flows/src/index.ts', 'transfer') // Set { 'FEE_TOO_HIGH', … }
 */
export type ThrownErrorAnalysis = {
  /** The codes the export `name` of `file` (a function) can throw, each with one path of calls that reaches it. */
  codesOfExport(file: string, name: string): Map<string, string[]>
  /** The codes of the members of the exported union type `name` of `file` (`TransferErrorType`). */
  codesOfUnion(file: string, name: string): Set<string>
  /** The names `file` exports. */
  exportsOf(file: string): string[]
}

/** Every published package's entry points and its `#` imports, as sources: where `paths` points. */
function sourcePaths(root: string): Record<string, string[]> {
  const paths: Record<string, string[]> = {}
  const folders = ['specs', ...readdirSync(join(root, 'packages')).map((name) => join('packages', name))]
  for (const folder of folders) {
    const manifestPath = join(root, folder, 'package.json')
    if (!existsSync(manifestPath)) continue
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      name: string
      exports?: Record<string, { import?: { types?: string } }>
      imports?: Record<string, { default?: string }>
    }
    // The portable face of each entry (`default`, not `node`): what a browser runs; it throws at
    // least what the Node face throws (Web Crypto missing, for one).
    const source = (built: string) => join(folder, built.replace(/^\.\/dist\//, 'src/').replace(/\.(d\.ts|js)$/, '.ts'))
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const types = target?.import?.types
      if (types) paths[subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`] = [source(types)]
    }
    for (const [specifier, target] of Object.entries(manifest.imports ?? {}))
      if (target?.default) paths[specifier] = [source(target.default)]
  }
  return paths
}

/**
 * The analysis of the sources reachable from `entries` (files relative to `root`).
 *
 * @example
 * createThrownErrorAnalysis('/work/repo', ['packages/flows/src/index.ts'])
 */
export function createThrownErrorAnalysis(root: string, entries: readonly string[]): ThrownErrorAnalysis {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    baseUrl: root,
    paths: sourcePaths(root),
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  }
  const files = entries.map((entry) => join(root, entry))
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => files,
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) =>
      existsSync(file) ? ts.ScriptSnapshot.fromString(readFileSync(file, 'utf8')) : undefined,
    getCurrentDirectory: () => root,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (settings) =>
      join(dirname(ts.getDefaultLibFilePath(settings)), ts.getDefaultLibFileName(settings)),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  }
  const service = ts.createLanguageService(host, ts.createDocumentRegistry())
  const program = service.getProgram()!
  const checker = program.getTypeChecker()
  const ours = (file: ts.SourceFile) =>
    !file.isDeclarationFile && file.fileName.startsWith(root) && !file.fileName.includes('/node_modules/')

  /** The string literals a type is (a literal, or a union of literals). */
  const literals = (type: ts.Type): string[] =>
    type.isUnion() ? type.types.flatMap(literals) : type.isStringLiteral() ? [type.value] : []

  /** The codes of a ledgernet error type: its `code` when it also has a `docsUrl`. */
  const codesOfErrorType = (type: ts.Type, at: ts.Node): string[] => {
    const code = type.getProperty('code')
    if (!code || !type.getProperty('docsUrl')) return []
    return literals(checker.getTypeOfSymbolAtLocation(code, at))
  }

  const resolved = (symbol: ts.Symbol | undefined) =>
    symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol

  /** The function-like node a declaration stands for (a function, a method, a variable holding one). */
  const functionOf = (declaration: ts.Node | undefined): ts.Node | undefined => {
    if (!declaration) return undefined
    if (ts.isFunctionLike(declaration) && 'body' in declaration && declaration.body) return declaration
    if ((ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) && declaration.initializer) {
      const value = declaration.initializer
      if (ts.isFunctionLike(value)) return value
      if (ts.isIdentifier(value) || ts.isPropertyAccessExpression(value))
        return resolved(checker.getSymbolAtLocation(value))?.declarations?.map(functionOf).find(Boolean)
    }
    if (ts.isShorthandPropertyAssignment(declaration))
      return checker.getShorthandAssignmentValueSymbol(declaration)?.declarations?.map(functionOf).find(Boolean)
    if (ts.isClassDeclaration(declaration)) return declaration
    return undefined
  }

  /**
   * Every function the sources keep under a member name (`post: send` in an object, a method): the
   * implementations of a member that the compiler cannot trace (an object returned `as never`).
   */
  let byMemberName: Map<string, ts.Node[]> | undefined
  const membersNamed = (name: string): ts.Node[] => {
    if (!byMemberName) {
      byMemberName = new Map()
      for (const file of program.getSourceFiles()) {
        if (!ours(file)) continue
        const visit = (node: ts.Node): void => {
          if (
            (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node) || ts.isMethodDeclaration(node)) &&
            ts.isIdentifier(node.name)
          ) {
            const fn = functionOf(node)
            if (fn) byMemberName!.set(node.name.text, [...(byMemberName!.get(node.name.text) ?? []), fn])
          }
          ts.forEachChild(node, visit)
        }
        visit(file)
      }
    }
    return byMemberName.get(name) ?? []
  }

  /**
   * The function-like nodes that implement the member a call names through an interface: those
   * the compiler traces, else the functions kept under that name that take what the call passes
   * (`post: send` takes an SDK request; a decoder's `read(reader)` does not take a flow's context).
   */
  const implementations = (call: ts.CallExpression | ts.NewExpression, name: ts.Node): ts.Node[] => {
    const traced = traceImplementations(name)
    if (traced.length > 0 || !ts.isIdentifier(name)) return traced
    // Only a member of a type of the sources: a platform's (`reader.read()` of a stream) is not ours to implement.
    const declared = checker.getResolvedSignature(call)?.declaration
    if (!declared || !ours(declared.getSourceFile())) return []
    const given = checker
      .getResolvedSignature(call)
      ?.parameters.map((parameter) => checker.getTypeOfSymbolAtLocation(parameter, call))
    return membersNamed(name.text).filter((candidate) =>
      ((candidate as ts.SignatureDeclaration).parameters ?? []).every((parameter, index) => {
        const passed = given?.[index]
        return passed === undefined || checker.isTypeAssignableTo(passed, checker.getTypeAtLocation(parameter))
      }),
    )
  }
  const traceImplementations = (name: ts.Node): ts.Node[] => {
    const found = service.getImplementationAtPosition(name.getSourceFile().fileName, name.getStart()) ?? []
    return found.flatMap((location) => {
      const file = program.getSourceFile(location.fileName)
      if (!file || !ours(file)) return []
      let node: ts.Node | undefined = (
        ts as unknown as {
          getTokenAtPosition(file: ts.SourceFile, position: number): ts.Node
        }
      ).getTokenAtPosition(file, location.textSpan.start)
      while (node && !functionOf(node)) node = node.parent
      const fn = functionOf(node)
      return fn ? [fn] : []
    })
  }

  /** Per function: the codes it can throw, each with the calls that reach its `new`. */
  const memo = new Map<ts.Node, Map<string, string[]>>()
  const nameOf = (fn: ts.Node): string => {
    const named = fn as { name?: ts.Node }
    if (named.name && ts.isIdentifier(named.name)) return named.name.text
    let node: ts.Node | undefined = fn.parent
    while (node && !(ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node) || ts.isFunctionDeclaration(node)))
      node = node.parent
    const name = (node as { name?: ts.Node } | undefined)?.name
    return name && ts.isIdentifier(name) ? name.text : '<anonymous>'
  }

  /** The registered error type of a code (`LedgernetErrorCodes[code]`), to test a type guard with. */
  const registry = (() => {
    for (const file of program.getSourceFiles()) {
      if (!file.fileName.endsWith('/packages/errors/src/LedgernetErrorCodes.ts')) continue
      // The symbol at its name is the interface merged with every package's registration.
      const declaration = file.statements.find(ts.isInterfaceDeclaration)
      const symbol = declaration && checker.getSymbolAtLocation(declaration.name)
      if (symbol) return checker.getDeclaredTypeOfSymbol(symbol)
    }
    return undefined
  })()
  const errorTypeOf = (code: string): ts.Type | undefined => {
    const property = registry?.getProperty(code)
    return property && checker.getTypeOfSymbol(property)
  }

  type Truth = boolean | undefined
  const not = (value: Truth): Truth => (value === undefined ? undefined : !value)
  const or = (a: Truth, b: Truth): Truth =>
    a === true || b === true ? true : a === false && b === false ? false : undefined
  const and = (a: Truth, b: Truth): Truth =>
    a === false || b === false ? false : a === true && b === true ? true : undefined
  const bare = (expression: ts.Expression): ts.Expression =>
    ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isNonNullExpression(expression)
      ? bare(expression.expression)
      : expression

  /**
   * Whether `condition` holds when the error `subject` stands for has `code`: true, false, or
   * unknown (`undefined`). It knows `!`, `&&`, `||`, comparisons of the error's `code` with a
   * literal, type guards (`isLedgernetError(error)`: true of every registered error), and
   * functions of the error whose body is such a condition (`isTransientFailure`).
   */
  const truthOf = (
    condition: ts.Expression,
    code: string,
    isSubject: (node: ts.Expression) => boolean,
    isCode: (node: ts.Expression) => boolean,
    depth = 0,
  ): Truth => {
    const expression = bare(condition)
    if (ts.isPrefixUnaryExpression(expression) && expression.operator === ts.SyntaxKind.ExclamationToken)
      return not(truthOf(expression.operand, code, isSubject, isCode, depth))
    if (ts.isBinaryExpression(expression)) {
      const left = () => truthOf(expression.left, code, isSubject, isCode, depth)
      const right = () => truthOf(expression.right, code, isSubject, isCode, depth)
      switch (expression.operatorToken.kind) {
        case ts.SyntaxKind.BarBarToken:
          return or(left(), right())
        case ts.SyntaxKind.AmpersandAmpersandToken:
          return and(left(), right())
        case ts.SyntaxKind.EqualsEqualsEqualsToken:
        case ts.SyntaxKind.ExclamationEqualsEqualsToken: {
          const [a, b] = [bare(expression.left), bare(expression.right)]
          const literal = ts.isStringLiteral(a) ? a : ts.isStringLiteral(b) ? b : undefined
          const other = literal === a ? b : a
          if (!literal || !isCode(other)) return undefined
          const equal = literal.text === code
          return expression.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken ? equal : !equal
        }
      }
      return undefined
    }
    if (ts.isCallExpression(expression) && expression.arguments[0] && isSubject(bare(expression.arguments[0]))) {
      const signature = checker.getResolvedSignature(expression)
      const predicate = signature && checker.getTypePredicateOfSignature(signature)
      const errorType = errorTypeOf(code)
      if (predicate?.type && predicate.parameterIndex === 0 && errorType) {
        if (checker.isTypeAssignableTo(errorType, predicate.type)) return true
        const guarded = literals(
          predicate.type.getProperty('code')
            ? checker.getTypeOfSymbolAtLocation(predicate.type.getProperty('code')!, expression)
            : checker.getAnyType(),
        )
        return guarded.length > 0 && !guarded.includes(code) ? false : undefined
      }
      const body = functionOf(signature?.declaration)
      if (
        depth < 3 &&
        body &&
        ts.isFunctionLike(body) &&
        body.parameters[0] &&
        ts.isIdentifier(body.parameters[0].name)
      )
        return truthOfFunction(body as ts.SignatureDeclaration & { body?: ts.Node }, code, depth + 1)
    }
    return undefined
  }

  /** {@link truthOf} for a function of the error whose body ends in `return <condition>`. */
  const truthOfFunction = (fn: ts.SignatureDeclaration & { body?: ts.Node }, code: string, depth: number): Truth => {
    const parameter = checker.getSymbolAtLocation(fn.parameters[0]!.name)
    const isSubject = (node: ts.Expression) => ts.isIdentifier(node) && checker.getSymbolAtLocation(node) === parameter
    const codeNames = new Set<ts.Symbol>()
    const isCode = (node: ts.Expression) =>
      (ts.isIdentifier(node) && codeNames.has(checker.getSymbolAtLocation(node)!)) ||
      (ts.isPropertyAccessExpression(node) && node.name.text === 'code' && isSubject(bare(node.expression)))
    const body = fn.body
    if (!body) return undefined
    if (!ts.isBlock(body)) return truthOf(body as ts.Expression, code, isSubject, isCode, depth)
    for (const statement of body.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          // `const { code, status } = (error ?? {}) as …`: `code` is the error's.
          const from = declaration.initializer && bare(declaration.initializer)
          const ofSubject = from && (isSubject(from) || (ts.isBinaryExpression(from) && isSubject(bare(from.left))))
          if (ofSubject && ts.isObjectBindingPattern(declaration.name))
            for (const element of declaration.name.elements)
              if ((element.propertyName ?? element.name).getText() === 'code' && ts.isIdentifier(element.name))
                codeNames.add(checker.getSymbolAtLocation(element.name)!)
        }
      } else if (ts.isReturnStatement(statement) && statement.expression)
        return truthOf(statement.expression, code, isSubject, isCode, depth)
      else return undefined
    }
    return undefined
  }

  /**
   * The codes a `catch` lets through of those its `try` can throw: a code escapes where the catch
   * rethrows the error (`throw error`) unless every condition on the way is known to be false for
   * it (`if (!isTransientFailure(error)) throw error` keeps a network error in), or where the
   * error leaves in any other way (returned, passed to a function). Reading its fields, keeping it
   * as a `cause` or in a variable lets nothing through.
   */
  const escaping = (clause: ts.CatchClause, caught: Map<string, string[]>): Map<string, string[]> => {
    const name = clause.variableDeclaration?.name
    if (!name || !ts.isIdentifier(name)) return new Map()
    const variable = checker.getSymbolAtLocation(name)
    const isSubject = (node: ts.Expression) => ts.isIdentifier(node) && checker.getSymbolAtLocation(node) === variable
    const isCode = (node: ts.Expression) =>
      ts.isPropertyAccessExpression(node) && node.name.text === 'code' && isSubject(bare(node.expression))
    const out = new Map<string, string[]>()
    const letThrough = (codes: Iterable<string>) => {
      for (const code of codes) if (caught.has(code) && !out.has(code)) out.set(code, caught.get(code)!)
    }
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && node !== name && checker.getSymbolAtLocation(node) === variable) {
        let use: ts.Node = node
        while (
          ts.isParenthesizedExpression(use.parent) ||
          ts.isAsExpression(use.parent) ||
          ts.isNonNullExpression(use.parent)
        )
          use = use.parent
        const parent = use.parent
        if (ts.isThrowStatement(parent)) {
          const conditions: { expression: ts.Expression; holds: boolean }[] = []
          for (let at: ts.Node = parent; at !== clause.block; at = at.parent)
            if (ts.isIfStatement(at.parent) && at !== at.parent.expression)
              conditions.push({ expression: at.parent.expression, holds: at === at.parent.thenStatement })
          letThrough(
            [...caught.keys()].filter((code) =>
              conditions.every(({ expression, holds }) => truthOf(expression, code, isSubject, isCode) !== !holds),
            ),
          )
        } else if (
          ts.isPropertyAccessExpression(parent) ||
          (ts.isPropertyAssignment(parent) && parent.name.getText() === 'cause') ||
          (ts.isBinaryExpression(parent) &&
            parent.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
            parent.right === use) ||
          (ts.isCallExpression(parent) && isInCondition(parent)) ||
          (ts.isNewExpression(parent) && codesOfErrorType(checker.getTypeAtLocation(parent), parent).length > 0)
        ) {
          // Read, kept as a cause (of a new error too) or in a variable, or asked about in a
          // condition: not thrown from here.
        } else letThrough(caught.keys())
      }
      ts.forEachChild(node, visit)
    }
    visit(clause.block)
    return out
  }
  /** Whether `node` is the name a declaration gives (`const f = …`, a parameter), not a use of it. */
  const isDeclaredName = (node: ts.Identifier): boolean => {
    const parent = node.parent as ts.Node & { name?: ts.Node }
    return (
      parent.name === node &&
      (ts.isVariableDeclaration(parent) ||
        ts.isParameter(parent) ||
        ts.isBindingElement(parent) ||
        ts.isFunctionDeclaration(parent) ||
        ts.isFunctionExpression(parent) ||
        ts.isMethodDeclaration(parent) ||
        ts.isPropertyAssignment(parent) ||
        ts.isPropertyDeclaration(parent) ||
        ts.isClassDeclaration(parent) ||
        ts.isImportSpecifier(parent) ||
        ts.isExportSpecifier(parent))
    )
  }
  const isInCondition = (node: ts.Node): boolean => {
    for (let at: ts.Node = node; at.parent; at = at.parent) {
      if (ts.isIfStatement(at.parent) && at.parent.expression === at) return true
      if (ts.isStatement(at.parent)) return false
    }
    return false
  }

  /**
   * The codes `fn` can throw. `bound` gives the functions its parameters receive at this call
   * (a callback such as `poll` or `send`): a call of such a parameter follows them where it is made
   * (inside the `try` that retries it, for one); with no binding the result is kept for every caller.
   */
  const codesOf = (
    fn: ts.Node,
    bound: ReadonlyMap<ts.Symbol, ts.Node[]> = new Map(),
    stack: ts.Node[] = [],
  ): Map<string, string[]> => {
    const known = bound.size === 0 ? memo.get(fn) : undefined
    if (known) return known
    const codes = new Map<string, string[]>()
    if (bound.size === 0) memo.set(fn, codes)
    else if (stack.includes(fn)) return codes
    const inner = [...stack, fn]
    const here = `${nameOf(fn)} (${fn.getSourceFile().fileName.slice(root.length + 1)})`
    const add = (into: Map<string, string[]>, more: Map<string, string[]>, prefix: string[]) => {
      for (const [code, path] of more) if (!into.has(code)) into.set(code, [...prefix, ...path])
    }
    const follow = (into: Map<string, string[]>, target: ts.Node | undefined, bindings?: Map<ts.Symbol, ts.Node[]>) => {
      if (target && ours(target.getSourceFile()) && target !== fn) add(into, codesOf(target, bindings, inner), [here])
    }
    /** The function an argument is, when it is one (a function written there, or one named). */
    const functionArgument = (argument: ts.Expression): ts.Node | undefined => {
      const value = bare(argument)
      if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return value
      if (ts.isIdentifier(value)) {
        const symbol = resolved(checker.getSymbolAtLocation(value))
        if (symbol && bound.has(symbol)) return undefined
        return symbol?.declarations?.map(functionOf).find((found) => found && !ts.isClassDeclaration(found))
      }
      return undefined
    }
    const passedOn = new Set<ts.Node>()
    const visit = (node: ts.Node, into: Map<string, string[]>): void => {
      // A function written here runs when it is called: one given to a call of our sources runs
      // where that call calls it (its parameter is bound to it); one given to any other call
      // (`then`, `map`, a Promise) runs as part of this one; one kept in a variable or an object
      // (a step, a method) is followed where it is called or passed on.
      if (ts.isFunctionLike(node) && node !== fn) {
        const parent = bare(node as unknown as ts.Expression).parent
        if (passedOn.has(node) || !(ts.isCallExpression(parent) || ts.isNewExpression(parent))) return
      }
      if (ts.isTryStatement(node)) {
        const caught = new Map<string, string[]>()
        visit(node.tryBlock, caught)
        if (node.catchClause) {
          add(into, escaping(node.catchClause, caught), [])
          visit(node.catchClause.block, into)
        } else add(into, caught, [])
        if (node.finallyBlock) visit(node.finallyBlock, into)
        return
      }
      if (ts.isNewExpression(node)) {
        for (const code of codesOfErrorType(checker.getTypeAtLocation(node), node))
          if (!into.has(code)) into.set(code, [here])
      }
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression
        const calleeSymbol = ts.isIdentifier(callee) ? checker.getSymbolAtLocation(callee) : undefined
        const targets: ts.Node[] = []
        if (calleeSymbol && bound.has(calleeSymbol)) targets.push(...bound.get(calleeSymbol)!)
        else {
          const body = functionOf(checker.getResolvedSignature(node)?.declaration)
          if (body) targets.push(body)
          else targets.push(...implementations(node, ts.isPropertyAccessExpression(callee) ? callee.name : callee))
        }
        for (const target of targets) {
          // The functions given to a function of our sources are bound to its parameters.
          const bindings = new Map<ts.Symbol, ts.Node[]>()
          if (
            ts.isFunctionLike(target) &&
            !calleeSymbol?.declarations?.some((d) => bound.get(calleeSymbol)?.includes(d))
          )
            (node.arguments ?? []).forEach((argument, index) => {
              const parameter = (target as ts.SignatureDeclaration).parameters[index]
              const given = functionArgument(argument)
              if (!given || !parameter || !ts.isIdentifier(parameter.name) || parameter.dotDotDotToken) return
              bindings.set(checker.getSymbolAtLocation(parameter.name)!, [given])
              passedOn.add(given)
            })
          follow(into, target, bindings)
        }
        if (ts.isNewExpression(node)) {
          const symbol = resolved(checker.getSymbolAtLocation(node.expression))
          for (const declaration of symbol?.declarations ?? [])
            if (ts.isClassDeclaration(declaration)) follow(into, declaration)
        }
      } else if (
        ts.isIdentifier(node) &&
        !(ts.isCallExpression(node.parent) && node.parent.expression === node) &&
        !isDeclaredName(node)
      ) {
        // A function passed on as a value (`.map(parse)`, kept in an object) may be called.
        const symbol = resolved(checker.getSymbolAtLocation(node))
        for (const declaration of symbol?.declarations ?? []) {
          const target = functionOf(declaration)
          if (target && !ts.isClassDeclaration(target) && declaration !== fn && !passedOn.has(target))
            follow(into, target)
        }
      }
      ts.forEachChild(node, (child) => visit(child, into))
    }
    if (ts.isClassDeclaration(fn)) {
      // A `new`: the constructor and the field initialisers run.
      for (const member of fn.members)
        if (ts.isConstructorDeclaration(member) && member.body) visit(member.body, codes)
        else if (ts.isPropertyDeclaration(member) && member.initializer) visit(member.initializer, codes)
    } else ts.forEachChild(fn, (child) => visit(child, codes))
    return codes
  }

  const moduleOf = (file: string) => {
    const source = program.getSourceFile(join(root, file))
    const module = source && checker.getSymbolAtLocation(source)
    if (!module) throw new Error(`${file} is not a module the analysis reads`)
    return module
  }
  const exportOf = (file: string, name: string) => {
    const found = checker.getExportsOfModule(moduleOf(file)).find((symbol) => symbol.name === name)
    if (!found) throw new Error(`${file} exports no ${name}`)
    return resolved(found)!
  }

  return {
    exportsOf: (file) => checker.getExportsOfModule(moduleOf(file)).map((symbol) => symbol.name),
    codesOfExport(file, name) {
      const fn = exportOf(file, name).declarations?.map(functionOf).find(Boolean)
      if (!fn) throw new Error(`${name} of ${file} is not a function`)
      return codesOf(fn)
    },
    codesOfUnion(file, name) {
      const symbol = exportOf(file, name)
      const type = checker.getDeclaredTypeOfSymbol(symbol)
      const at = symbol.declarations![0]!
      return new Set((type.isUnion() ? type.types : [type]).flatMap((member) => codesOfErrorType(member, at)))
    },
  }
}
