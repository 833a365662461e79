// The mutants of the mutation benchmark: faults put into the sandbox's ledger and server code, one
// at a time, by operators on what a ledger gets wrong — arithmetic on amounts, fees and versions
// (number and bigint operands only, read from the type checker), comparisons at their boundary,
// equalities and logic turned around, a validation skipped or always taken, a state update
// dropped, a constant off by one, a status or resource type swapped for its neighbour, an encoding
// step changed. Each mutant is one replacement of one source range, named so that it keeps its
// name while the code around it changes (file, the line as written, the line as mutated).
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import ts from 'typescript'

/** The sandbox's ledger and the handlers of the four interfaces the runner tests. */
export const mutatedFiles = [
  'feeTable.ts',
  'ledger/AddressBook.ts',
  'ledger/Clock.ts',
  'ledger/FailedWindow.ts',
  'ledger/Ledger.ts',
  'ledger/LedgerStatistics.ts',
  'ledger/Mempool.ts',
  'ledger/Resource.ts',
  'ledger/StateLayer.ts',
  'ledger/TransactionDesk.ts',
  'ledger/TransactionIndex.ts',
  'ledger/applyGatewayTransaction.ts',
  'ledger/executeIntent.ts',
  'ledger/executeRound.ts',
  'ledger/transactionSignature.ts',
  'server/createSandboxHandler.ts',
  'server/gateway/buildTransaction.ts',
  'server/gateway/deriveToken.ts',
  'server/gateway/finalizeTransaction.ts',
  'server/gateway/gatewayError.ts',
  'server/gateway/getTransactionStatus.ts',
  'server/gateway/readGatewayActions.ts',
  'server/gateway/submitTransaction.ts',
  'server/nodeRest/basicCredentials.ts',
  'server/nodeRest/nodeRestApi.ts',
  'server/nodeRest/systemRecord.ts',
  'server/rpc/rpcApi.ts',
  'server/rpc/rpcErrors.ts',
  'server/v0/getComponent.ts',
  'server/v0/getNonFungible.ts',
  'server/v0/getResource.ts',
  'server/v0/getTransactionReceipt.ts',
  'server/v0/submitNotarizedTransaction.ts',
]

const statusSets = [
  ['PENDING', 'CONFIRMED', 'FAILED'],
  ['Succeeded', 'Failed', 'Rejected'],
  ['Fungible', 'NonFungible'],
]

const swapped = { '+': '-', '-': '+', '*': '/', '/': '*', '%': '*', '<': '<=', '<=': '<', '>': '>=', '>=': '>' }
const turned = { '===': '!==', '!==': '===', '==': '!=', '!=': '==', '&&': '||', '||': '&&' }

/**
 * Every mutant of `mutatedFiles` under `srcDir` (the sandbox's `src`): `{ id, file, operator,
 * start, end, replacement, line, mutatedLine }`, in file and source order.
 */
export function listMutants(srcDir, tsconfigPath) {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options })
  const checker = program.getTypeChecker()
  const mutants = []
  for (const file of mutatedFiles) {
    const path = `${srcDir}/${file}`
    const source = program.getSourceFile(path)
    if (!source) throw new Error(`${file} is not in the sandbox's program`)
    const text = readFileSync(path, 'utf8')
    const regionOf = (node) => {
      // The function or method a mutant sits in (`Ledger.mine`, `gatewayFee`), or `(module)`.
      const names = []
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (
          (ts.isFunctionDeclaration(parent) ||
            ts.isMethodDeclaration(parent) ||
            ts.isGetAccessor(parent) ||
            ts.isConstructorDeclaration(parent)) &&
          !names.length
        )
          names.unshift(
            ts.isConstructorDeclaration(parent) ? 'constructor' : (parent.name?.getText(source) ?? '(anonymous)'),
          )
        if (
          ts.isVariableDeclaration(parent) &&
          parent.initializer &&
          (ts.isArrowFunction(parent.initializer) || ts.isFunctionExpression(parent.initializer)) &&
          !names.length
        )
          names.unshift(parent.name.getText(source))
        if (ts.isClassDeclaration(parent) && parent.name) names.unshift(parent.name.getText(source))
      }
      return names.length ? names.join('.') : '(module)'
    }
    const add = (operator, node, replacement, start = node.getStart(source), end = node.getEnd()) => {
      const lineStart = text.lastIndexOf('\n', start - 1) + 1
      const lineEnd = text.indexOf('\n', end) === -1 ? text.length : text.indexOf('\n', end)
      const line = text.slice(lineStart, lineEnd)
      const mutatedLine = text.slice(lineStart, start) + replacement + text.slice(end, lineEnd)
      mutants.push({
        file,
        region: regionOf(node),
        operator,
        start,
        end,
        replacement,
        line: line.trim(),
        mutatedLine: mutatedLine.trim(),
        at: source.getLineAndCharacterOfPosition(start).line + 1,
      })
    }
    const numeric = (node) => {
      const type = checker.getTypeAtLocation(node)
      return (type.flags & (ts.TypeFlags.NumberLike | ts.TypeFlags.BigIntLike)) !== 0
    }
    const inMessage = (node) => {
      // Text for people (an error's message, a log line) is not what a ledger does.
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (ts.isTemplateExpression(parent) || ts.isTemplateSpan(parent)) return true
        if (ts.isNewExpression(parent)) return true
        if (ts.isCallExpression(parent) && /log|warn|info|debug|describe/i.test(parent.expression.getText(source)))
          return true
        if (ts.isStatement(parent)) return false
      }
      return false
    }
    const visit = (node) => {
      if (
        ts.isImportDeclaration(node) ||
        ts.isExportDeclaration(node) ||
        ts.isTypeNode(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node)
      )
        return
      if (ts.isBinaryExpression(node) && !inMessage(node)) {
        const operator = node.operatorToken.getText(source)
        const opStart = node.operatorToken.getStart(source)
        const opEnd = node.operatorToken.getEnd()
        if (
          operator in swapped &&
          ['+', '-', '*', '/', '%'].includes(operator) &&
          numeric(node.left) &&
          numeric(node.right)
        )
          add('arithmetic', node, swapped[operator], opStart, opEnd)
        else if (['<', '<=', '>', '>='].includes(operator)) add('boundary', node, swapped[operator], opStart, opEnd)
        else if (operator in turned)
          add(['&&', '||'].includes(operator) ? 'logic' : 'equality', node, turned[operator], opStart, opEnd)
        else if ((operator === '+=' || operator === '-=') && numeric(node.left))
          add('arithmetic', node, operator === '+=' ? '-=' : '+=', opStart, opEnd)
      }
      if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken && !inMessage(node))
        add('negation', node, node.operand.getText(source))
      if (
        (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
        [ts.SyntaxKind.PlusPlusToken, ts.SyntaxKind.MinusMinusToken].includes(node.operator)
      ) {
        const text = node.getText(source)
        add('arithmetic', node, text.includes('++') ? text.replace('++', '--') : text.replace('--', '++'))
      }
      if (
        ts.isNumericLiteral(node) && !inMessage(node) && !ts.isPropertyAssignment(node.parent)
          ? true
          : ts.isNumericLiteral(node) && ts.isPropertyAssignment(node.parent) && !inMessage(node)
      ) {
        const value = Number(node.text)
        if (Number.isSafeInteger(value) && value < 1_000_000) add('constant', node, String(value + 1))
      }
      if (node.kind === ts.SyntaxKind.BigIntLiteral && !inMessage(node))
        add('constant', node, `${BigInt(node.text.slice(0, -1)) + 1n}n`)
      if ((node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) && !inMessage(node))
        add('constant', node, node.kind === ts.SyntaxKind.TrueKeyword ? 'false' : 'true')
      if (ts.isStringLiteral(node) && !inMessage(node)) {
        const set = statusSets.find((candidate) => candidate.includes(node.text))
        if (set) add('status', node, `'${set[(set.indexOf(node.text) + 1) % set.length]}'`)
      }
      if (ts.isIfStatement(node)) {
        const exits = (statement) =>
          statement &&
          (ts.isReturnStatement(statement) ||
            ts.isThrowStatement(statement) ||
            (ts.isBlock(statement) &&
              statement.statements.some((s) => ts.isReturnStatement(s) || ts.isThrowStatement(s))))
        if (exits(node.thenStatement)) {
          add('validation', node.expression, 'false')
          add('validation', node.expression, 'true')
        }
      }
      if (ts.isExpressionStatement(node) && !inMessage(node.expression)) {
        const expression = node.expression
        const call =
          ts.isCallExpression(expression) ||
          (ts.isAwaitExpression(expression) && ts.isCallExpression(expression.expression))
        const assignment =
          ts.isBinaryExpression(expression) &&
          expression.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
          expression.operatorToken.kind <= ts.SyntaxKind.LastAssignment
        const callee = call
          ? (ts.isAwaitExpression(expression) ? expression.expression : expression).expression.getText(source)
          : ''
        if ((call && !/log|warn|info|debug|emit|resolve|reject|push\b/.test(callee)) || assignment)
          add('state', node, ';')
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && !inMessage(node)) {
        const name = node.expression.name.text
        if (
          name === 'toString' &&
          node.arguments[0] &&
          ts.isNumericLiteral(node.arguments[0]) &&
          node.arguments[0].text === '16'
        )
          add('encoding', node.arguments[0], '10')
        if (['toLowerCase', 'toUpperCase'].includes(name) && node.arguments.length === 0)
          add('encoding', node, node.expression.expression.getText(source))
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  // Stable names: the file, the line as written and as mutated, and which of the same it is.
  const seen = new Map()
  for (const mutant of mutants) {
    const key = `${mutant.file}: ${mutant.line} ⇒ ${mutant.mutatedLine}`
    const count = seen.get(key) ?? 0
    seen.set(key, count + 1)
    mutant.id = count === 0 ? key : `${key} (#${count + 1})`
  }
  return mutants
}

/** The file's text with one mutant applied. */
export function applyMutant(text, mutant) {
  return text.slice(0, mutant.start) + mutant.replacement + text.slice(mutant.end)
}

export { relative }
