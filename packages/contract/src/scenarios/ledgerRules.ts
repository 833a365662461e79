import {
  decodeAccountAddress,
  deriveTokenRri,
  encodeAccountAddress,
  hexToBytes,
  nativeTokenRri,
  PrivateKey,
} from '@ledgernet/crypto'
import { type Action, payloadToSign, toGatewayActions, toRpcActions } from '@ledgernet/transaction'
import type { ContractFailure } from '../report/ContractReport.js'
import { ContractStepError } from './ContractStepError.js'
import { expectValue, fieldOf } from './expectValue.js'
import type { ScenarioContext } from './ScenarioContext.js'
import type { ScenarioStep } from './ScenarioRecorder.js'

/**
 * One rule of the ledger, broken by one build: what it needs, the transaction (the actions, the fee
 * payer, the flag), and how each interface must refuse it — the Gateway API with its HTTP status,
 * error type, `reason` and `action_index`, JSON-RPC with the rule's code (both from the specs'
 * rules: the Gateway API's `InvalidActionErrorDetails`, the node's code table).
 */
type Rule = {
  name: string
  /** `token`: a mutable-supply token the funded key owns (the gateway-token scenario's). */
  needs?: 'token'
  transaction: (parts: RuleParts) => { actions: Action[]; feePayer: string; disableTokenMintAndBurn?: boolean }
  gateway: { status: number; type: string; reason?: string; actionIndex?: number }
  rpc: number
}

type RuleParts = { self: string; other: string; otherKey: PrivateKey; xrd: string; token: string; unknown: string }

const huge = 10n ** 40n

const rules: readonly Rule[] = [
  {
    name: 'a transfer from another account than the fee payer',
    transaction: ({ self, other, xrd }) => ({
      actions: [{ type: 'TransferTokens', from: other, to: self, token: xrd, amount: 1n }],
      feePayer: self,
    }),
    gateway: { status: 400, type: 'InvalidActionError', reason: 'FROM_ACCOUNT_NOT_FEE_PAYER', actionIndex: 0 },
    rpc: 1325,
  },
  {
    name: 'a token created for another owner than the fee payer',
    transaction: ({ self, other }) => ({ actions: [creation(other, 'ctowner')], feePayer: self }),
    gateway: { status: 400, type: 'InvalidActionError', reason: 'OWNER_NOT_FEE_PAYER', actionIndex: 0 },
    rpc: 1325,
  },
  {
    name: 'a mint of the native token',
    transaction: ({ self, xrd }) => ({
      actions: [{ type: 'MintTokens', to: self, token: xrd, amount: 1n }],
      feePayer: self,
    }),
    gateway: { status: 400, type: 'InvalidActionError', reason: 'NATIVE_TOKEN', actionIndex: 0 },
    rpc: 1327,
  },
  {
    name: 'a burn of the native token',
    transaction: ({ self, xrd }) => ({
      actions: [{ type: 'BurnTokens', from: self, token: xrd, amount: 1n }],
      feePayer: self,
    }),
    gateway: { status: 400, type: 'InvalidActionError', reason: 'NATIVE_TOKEN', actionIndex: 0 },
    rpc: 1327,
  },
  {
    name: 'a mint with mint and burn disabled',
    needs: 'token',
    transaction: ({ self, token }) => ({
      actions: [{ type: 'MintTokens', to: self, token, amount: 1n }],
      feePayer: self,
      disableTokenMintAndBurn: true,
    }),
    gateway: { status: 400, type: 'InvalidActionError', reason: 'MINT_AND_BURN_DISABLED', actionIndex: 0 },
    rpc: 1326,
  },
  {
    name: 'a mint of a token the fee payer does not own',
    needs: 'token',
    transaction: ({ other, token }) => ({
      actions: [{ type: 'MintTokens', to: other, token, amount: 1n }],
      feePayer: other,
    }),
    gateway: { status: 400, type: 'InvalidActionError', reason: 'NOT_TOKEN_OWNER', actionIndex: 0 },
    rpc: 1321,
  },
  {
    name: 'the creation of a token that exists',
    needs: 'token',
    transaction: ({ self, token }) => ({
      actions: [{ ...creation(self, token.slice(0, token.indexOf('_'))) }],
      feePayer: self,
    }),
    gateway: { status: 400, type: 'InvalidActionError', reason: 'TOKEN_ALREADY_EXISTS', actionIndex: 0 },
    rpc: 1324,
  },
  {
    name: 'the creation of a token whose rri is not the one its owner and symbol derive',
    transaction: ({ self, otherKey }) => ({
      actions: [
        {
          ...creation(self, 'ctmismatch'),
          token: deriveTokenRri(otherKey.publicKey, 'ctmismatch', decodeAccountAddress(self).network),
        },
      ],
      feePayer: self,
    }),
    gateway: { status: 400, type: 'InvalidActionError', reason: 'TOKEN_IDENTIFIER_MISMATCH', actionIndex: 0 },
    rpc: 1328,
  },
  {
    name: 'the creation of a token with the reserved symbol xrd',
    transaction: ({ self }) => ({ actions: [creation(self, 'xrd')], feePayer: self }),
    gateway: { status: 400, type: 'InvalidTokenSymbolError' },
    rpc: 1329,
  },
  {
    name: 'a transfer of more than the sender holds',
    transaction: ({ self, other, xrd }) => ({
      actions: [{ type: 'TransferTokens', from: self, to: other, token: xrd, amount: huge }],
      feePayer: self,
    }),
    gateway: { status: 400, type: 'NotEnoughTokensForTransferError' },
    rpc: 1301,
  },
  {
    name: 'a burn of more than the account holds',
    needs: 'token',
    transaction: ({ self, token }) => ({
      actions: [{ type: 'BurnTokens', from: self, token, amount: huge }],
      feePayer: self,
    }),
    gateway: { status: 400, type: 'NotEnoughTokensForTransferError' },
    rpc: 1301,
  },
  {
    name: 'a transfer of a token that does not exist',
    transaction: ({ self, other, unknown }) => ({
      actions: [{ type: 'TransferTokens', from: self, to: other, token: unknown, amount: 1n }],
      feePayer: self,
    }),
    gateway: { status: 404, type: 'TokenNotFoundError' },
    rpc: 1323,
  },
]

/** A mutable-supply token's creation; its rri derived from the owner's key (the reserved `xrd` names the native token's). */
function creation(owner: string, symbol: string): Action {
  const { publicKey, network } = decodeAccountAddress(owner)
  let token: string
  try {
    token = deriveTokenRri(publicKey, symbol, network)
  } catch {
    token = nativeTokenRri(network)
  }
  return {
    type: 'CreateTokenDefinition',
    token,
    owner,
    symbol,
    name: 'ledgernet contract rule',
    description: '',
    iconUrl: '',
    url: '',
    isSupplyMutable: true,
    supply: 0n,
  }
}

const stepName = (rule: Rule) => `${rule.name}: refused, nothing built`

/** The signature rules: a signature of another key, one that does not verify, one that is not DER, a wrong id. */
type SignatureRule = {
  name: string
  gateway: { reason: string } | undefined
  rpc: number
  /** Only a submit can break it (not sent in a read-only run). */
  submit?: true
}

const signatureRules: readonly SignatureRule[] = [
  {
    name: "a signature by another key than the fee payer's, with that key",
    gateway: { reason: 'NOT_FEE_PAYER' },
    rpc: 2516,
  },
  {
    name: "a signature by another key, given as the fee payer's",
    gateway: { reason: 'VERIFICATION_FAILED' },
    rpc: 2515,
  },
  { name: 'a signature that is not strict DER', gateway: { reason: 'MALFORMED_DER' }, rpc: 2512 },
  { name: "a submit naming a txID that is not the transaction's", gateway: undefined, rpc: 1320, submit: true },
]

const signatureStepName = (rule: SignatureRule) => `${rule.name}: refused, nothing finalized or submitted`

/**
 * The steps of a ledger-rules scenario over the Gateway API or JSON-RPC, one per rule.
 *
 * @example
 * ledgerRuleSteps('gateway').length // 12
 */
export function ledgerRuleSteps(via: 'gateway' | 'rpc'): ScenarioStep[] {
  const operation = via === 'gateway' ? 'gateway.buildTransaction' : 'node-rpc.ledger.buildTransaction'
  const finalize = via === 'gateway' ? 'gateway.finalizeTransaction' : 'node-rpc.ledger.finalizeTransaction'
  return [
    ...rules.map((rule) => ({ operation, name: stepName(rule) })),
    ...signatureRules
      .filter((rule) => via === 'rpc' || rule.gateway !== undefined)
      .map((rule) => ({
        operation: rule.submit ? 'node-rpc.ledger.submitTransaction' : finalize,
        name: signatureStepName(rule),
      })),
  ]
}

/**
 * The ledger's rules, each broken by one build (nothing is signed or submitted, so it also runs in
 * a read-only run): a transfer or a burn from another account than the fee payer, a token for
 * another owner, a mint or burn of the native token, of a token the fee payer does not own, with
 * mint and burn disabled, a creation of an existing token, of a token whose rri is not its
 * derivation, with the reserved symbol, more than an account holds, a token that does not exist.
 * Each must be refused as the spec says: over the Gateway API with its status, error type, rule
 * (`details.reason`) and the index of the action; over JSON-RPC with the rule's code. The rules
 * about a token the key owns need the gateway-token scenario's token.
 *
 * @example
 * await ledgerRulesScenario(context, 'gateway')
 */
export async function ledgerRulesScenario(context: ScenarioContext, via: 'gateway' | 'rpc'): Promise<void> {
  const { account, network, recorder } = context
  const otherKey = PrivateKey.fromBytes(context.random.bytes('gateway-transfer recipient', 32))
  const parts: RuleParts = {
    self: account.address,
    other: encodeAccountAddress(otherKey.publicKey, network),
    otherKey,
    xrd: nativeTokenRri(network),
    token: context.live.tokenRri ?? '',
    unknown: deriveTokenRri(otherKey.publicKey, `ct${context.random.hex('unknown token', 5)}`, network),
  }
  const operation = via === 'gateway' ? 'gateway.buildTransaction' : 'node-rpc.ledger.buildTransaction'
  for (const rule of rules) {
    if (rule.needs === 'token' && context.live.tokenRri === undefined) {
      recorder.skip(operation, stepName(rule), 'needs the token the gateway-token scenario creates (it did not run)')
      continue
    }
    await recorder.step(
      operation,
      stepName(rule),
      async () => {
        const { actions, feePayer, disableTokenMintAndBurn = false } = rule.transaction(parts)
        const failures =
          via === 'gateway'
            ? await gatewayRefusal(context, rule, actions, feePayer, disableTokenMintAndBurn)
            : await rpcRefusal(context, rule, actions, feePayer, disableTokenMintAndBurn)
        if (failures.length) throw new ContractStepError(failures)
      },
      { continueOnFailure: true },
    )
  }
  await signatureRulesOf(context, via, parts)
}

/**
 * Builds one transfer of 1 subunit (nothing is submitted), then finalizes it with a signature that
 * breaks a rule, and submits it naming another id: each must be refused with the rule's own error.
 */
async function signatureRulesOf(context: ScenarioContext, via: 'gateway' | 'rpc', parts: RuleParts): Promise<void> {
  const { recorder } = context
  const applicable = signatureRules.filter((rule) => via === 'rpc' || rule.gateway !== undefined)
  const transfer: Action[] = [
    { type: 'TransferTokens', from: parts.self, to: parts.other, token: parts.xrd, amount: 1n },
  ]
  let unsigned: string | undefined
  try {
    unsigned =
      via === 'gateway'
        ? (fieldOf(
            (
              await context.caller.http('gateway', 'buildTransaction', {
                network_identifier: { network: context.network.name },
                actions: toGatewayActions(transfer),
                fee_payer: { address: parts.self },
              })
            ).body,
            'transaction_build',
            'unsigned_transaction',
          ) as string | undefined)
        : (fieldOf(
            (await context.caller.rpc('ledger.buildTransaction', [toRpcActions(transfer), parts.self])).result,
            'transaction',
            'blob',
          ) as string | undefined)
  } catch {
    unsigned = undefined
  }
  for (const rule of applicable) {
    const name = signatureStepName(rule)
    const operation = rule.submit
      ? 'node-rpc.ledger.submitTransaction'
      : via === 'gateway'
        ? 'gateway.finalizeTransaction'
        : 'node-rpc.ledger.finalizeTransaction'
    if (typeof unsigned !== 'string' || !/^([0-9a-f]{2})+$/.test(unsigned)) {
      recorder.skip(operation, name, 'needs a transaction built (the build of a transfer of 1 subunit got no blob)')
      continue
    }
    if (rule.submit && context.readOnly) {
      recorder.skip(operation, name, 'read-only: a submit is never sent')
      continue
    }
    const payload = hexToBytes(payloadToSign(unsigned))
    const own = context.key.sign(payload)
    const theirs = parts.otherKey.sign(payload)
    const [publicKey, der] = rule.name.startsWith('a signature by another key than')
      ? [parts.otherKey.publicKey.hex, theirs.toDERHex()]
      : rule.name.startsWith('a signature by another key,')
        ? [context.key.publicKey.hex, theirs.toDERHex()]
        : rule.name.startsWith('a signature that is not')
          ? [context.key.publicKey.hex, '3006020101020101ff']
          : [context.key.publicKey.hex, own.toDERHex()]
    await recorder.step(
      operation,
      name,
      async () => {
        const failures: ContractFailure[] = []
        if (via === 'gateway') {
          const answer = await context.caller.http('gateway', 'finalizeTransaction', {
            network_identifier: { network: context.network.name },
            unsigned_transaction: unsigned,
            signature: { public_key: { hex: publicKey }, bytes: der },
            submit: false,
          })
          if (answer.status !== 400)
            failures.push({
              operation,
              path: '/status',
              message: `${rule.name} must be refused with HTTP 400 InvalidSignatureError, got HTTP ${answer.status}`,
              expected: [400],
              seen: answer.status,
            })
          else
            failures.push(
              ...expectValue(
                operation,
                '/body/details/type',
                'InvalidSignatureError',
                fieldOf(answer.body, 'details', 'type'),
                `must name the rule ${rule.name} breaks`,
              ),
              ...expectValue(
                operation,
                '/body/details/reason',
                rule.gateway!.reason,
                fieldOf(answer.body, 'details', 'reason'),
                `must name the rule ${rule.name} breaks`,
              ),
            )
        } else {
          const { result, error } = rule.submit
            ? await context.caller.rpc('ledger.submitTransaction', [
                { blob: unsigned },
                der,
                publicKey,
                '00'.repeat(32),
              ])
            : await context.caller.rpc('ledger.finalizeTransaction', [{ blob: unsigned }, der, publicKey])
          if (result !== undefined)
            failures.push({
              operation,
              path: '/body/result',
              message: `${rule.name} must be refused with error ${rule.rpc}, got a result`,
              expected: rule.rpc,
              seen: 'result',
            })
          else
            failures.push(
              ...expectValue(
                operation,
                '/body/error/code',
                rule.rpc,
                error?.code,
                `must be the code of the rule ${rule.name} breaks`,
              ),
            )
        }
        if (failures.length) throw new ContractStepError(failures)
      },
      { continueOnFailure: true },
    )
  }
}

async function gatewayRefusal(
  context: ScenarioContext,
  rule: Rule,
  actions: Action[],
  feePayer: string,
  disable: boolean,
): Promise<ContractFailure[]> {
  const operation = 'gateway.buildTransaction'
  const answer = await context.caller.http('gateway', 'buildTransaction', {
    network_identifier: { network: context.network.name },
    actions: toGatewayActions(actions),
    fee_payer: { address: feePayer },
    ...(disable ? { disable_token_mint_and_burn: true } : {}),
  })
  const expected = rule.gateway
  if (answer.status !== expected.status)
    return [
      {
        operation,
        path: '/status',
        message: `${rule.name} must be refused with HTTP ${expected.status} ${expected.type}, got HTTP ${answer.status}`,
        expected: [expected.status],
        seen: answer.status,
      },
    ]
  return [
    ...expectValue(
      operation,
      '/body/details/type',
      expected.type,
      fieldOf(answer.body, 'details', 'type'),
      `must name the rule ${rule.name} breaks`,
    ),
    ...(expected.reason !== undefined
      ? expectValue(
          operation,
          '/body/details/reason',
          expected.reason,
          fieldOf(answer.body, 'details', 'reason'),
          `must name the rule ${rule.name} breaks`,
        )
      : []),
    ...(expected.actionIndex !== undefined
      ? expectValue(
          operation,
          '/body/details/action_index',
          expected.actionIndex,
          fieldOf(answer.body, 'details', 'action_index'),
          'must name the action that breaks the rule',
        )
      : []),
  ]
}

async function rpcRefusal(
  context: ScenarioContext,
  rule: Rule,
  actions: Action[],
  feePayer: string,
  disable: boolean,
): Promise<ContractFailure[]> {
  const operation = 'node-rpc.ledger.buildTransaction'
  const { result, error } = await context.caller.rpc('ledger.buildTransaction', [
    toRpcActions(actions),
    feePayer,
    null,
    disable,
  ])
  if (result !== undefined)
    return [
      {
        operation,
        path: '/body/result',
        message: `${rule.name} must be refused with error ${rule.rpc}, got a result`,
        expected: rule.rpc,
        seen: 'result',
      },
    ]
  return expectValue(
    operation,
    '/body/error/code',
    rule.rpc,
    error?.code,
    `must be the code of the rule ${rule.name} breaks`,
  )
}
