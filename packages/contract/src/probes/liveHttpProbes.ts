import {
  decodeV0Address,
  deriveTokenRri,
  encodeV0Address,
  PublicKey,
  v0AccountAddress,
  v0ResourceAddressForRri,
} from '@ledgernet/crypto'
import type { OperationInfo, SpecName } from '@ledgernet/specs'
import { expectValue, fieldOf } from '../scenarios/expectValue.js'
import type { ProbeContext } from './openApiProbes.js'
import type { HttpProbe, SkippedProbe } from './Probe.js'

/**
 * A live probe before its request is assembled: the body to send, the expectation, the checks.
 *
 * @example
 * const probe: LiveHttpProbe = { spec: 'gateway-v0', operation: 'getEpoch', category: 'live', name: 'the current epoch', body: {}, expect: 'success' }
 */
export type LiveHttpProbe = Omit<HttpProbe, 'kind' | 'request'> & { body?: unknown }

/** Development key 0 of the well-known mnemonic: the spec examples' Alice. */
const exampleKey = '03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d'

/**
 * The probes of one operation that use the ledger's real state: values the server must know (the
 * funded account, a confirmed transaction, the token and non-fungible the scenarios created) or
 * must not know (a random transaction id answers "not found"), with checks of the values the
 * specs state in words. Operations this package has no live request for get none; their example
 * and invalid-request probes still cover them.
 *
 * @example
 * liveHttpProbes('gateway-v0', gatewayV0.operation('getEpoch'), context) // [{ name: 'the current epoch', body: {}, … }]
 */
export function liveHttpProbes(
  spec: SpecName,
  info: OperationInfo,
  context: ProbeContext,
): (LiveHttpProbe | SkippedProbe)[] {
  const { live, network } = context
  const operation = info.operationId
  const base = { spec, operation, category: 'live' }
  const skip = (name: string, reason: string): SkippedProbe => ({ ...base, name, skip: reason })
  const networkIdentifier = { network: network.name }
  const randomId = context.random.hex(`${spec}.${operation} unknown id`, 32)
  const key = live.account?.publicKey ?? PublicKey.fromHex(exampleKey)
  const v0Account = live.account?.v0Address ?? v0AccountAddress(key, network)

  switch (`${spec}.${operation}`) {
    case 'gateway.deriveToken': {
      const symbol = `contract${randomId.slice(0, 8).replace(/[^a-z0-9]/g, '')}`
      const expected = deriveTokenRri(key, symbol, network)
      return [
        {
          ...base,
          // Hex of the right length whose x is no coordinate of the curve (x ≥ p): no key at all.
          name: 'a public key that is not a point of secp256k1: 400',
          body: { network_identifier: networkIdentifier, public_key: { hex: `02${'ff'.repeat(32)}` }, symbol },
          expect: { status: 400 },
        },
        {
          ...base,
          name: `derive a fresh symbol for ${live.account ? 'the funded key' : 'development key 0'}`,
          body: { network_identifier: networkIdentifier, public_key: { hex: key.hex }, symbol },
          expect: 'success',
          verify: (answer) =>
            expectValue(
              `${spec}.${operation}`,
              '/body/token_identifier/rri',
              expected,
              fieldOf(answer.body, 'token_identifier', 'rri'),
              'must be the rri derived from the key and the symbol',
            ),
        },
      ]
    }
    case 'gateway.getTransactionStatus':
      return [
        {
          ...base,
          name: 'a transaction id the gateway cannot know',
          body: { network_identifier: networkIdentifier, transaction_identifier: { hash: randomId } },
          expect: { status: 404 },
        },
        live.gatewayTransactionId
          ? {
              ...base,
              name: 'the transaction the scenario confirmed',
              body: {
                network_identifier: networkIdentifier,
                transaction_identifier: { hash: live.gatewayTransactionId },
              },
              expect: 'success',
              verify: (answer) => [
                ...expectValue(
                  `${spec}.${operation}`,
                  '/body/transaction/transaction_identifier/hash',
                  live.gatewayTransactionId,
                  fieldOf(answer.body, 'transaction', 'transaction_identifier', 'hash'),
                  'must be the id asked for',
                ),
                ...expectValue(
                  `${spec}.${operation}`,
                  '/body/transaction/transaction_status/status',
                  'CONFIRMED',
                  fieldOf(answer.body, 'transaction', 'transaction_status', 'status'),
                  'must stay CONFIRMED once confirmed',
                ),
              ],
            }
          : skip(
              'the transaction the scenario confirmed',
              'no confirmed transaction: the gateway-transfer scenario did not run',
            ),
        ...[
          { name: 'at a version ahead of the ledger', at: { version: 2 ** 53 - 1 } },
          { name: 'at a time ahead of the ledger', at: { timestamp: '9999-12-31T23:59:59.999Z' } },
        ].map(({ name, at }) =>
          live.gatewayTransactionId
            ? {
                ...base,
                name: `the transaction the scenario confirmed, ${name}: refused naming /body/at_state_identifier`,
                body: {
                  network_identifier: networkIdentifier,
                  transaction_identifier: { hash: live.gatewayTransactionId },
                  at_state_identifier: at,
                },
                expect: 'refused' as const,
                brokenPath: '/body/at_state_identifier',
              }
            : skip(
                `the transaction the scenario confirmed, ${name}: refused naming /body/at_state_identifier`,
                'no confirmed transaction: the gateway-transfer scenario did not run',
              ),
        ),
      ]
    case 'gateway-v0.getEpoch':
      return [
        { ...base, name: 'the current epoch ({})', body: {}, expect: 'success' },
        { ...base, name: 'the current epoch (no body)', expect: 'success' },
      ]
    case 'gateway-v0.getPackage':
      return [
        {
          ...base,
          name: 'the genesis account package',
          body: {
            package_address: onNetwork('package_sim1qynv83yrxtn3re0qrqmk0mxr60juacyzjtvmemufenzs0ll5dy', network),
          },
          expect: 'success',
        },
      ]
    case 'gateway-v0.getComponent':
      return [
        {
          ...base,
          name: live.account ? 'the funded account' : "development account 0's component",
          body: { component_address: v0Account },
          expect: 'success',
          verify: (answer) =>
            expectValue(
              `${spec}.${operation}`,
              '/body/info/blueprint_name',
              'Account',
              fieldOf(answer.body, 'info', 'blueprint_name'),
              'an account is a component of the Account blueprint',
            ),
        },
      ]
    case 'gateway-v0.getResource':
      return [
        {
          ...base,
          name: 'the native token',
          body: { resource_address: encodeV0Address('resource', new Uint8Array(26), network) },
          expect: 'success',
          verify: (answer) =>
            expectValue(
              `${spec}.${operation}`,
              '/body/manager/resource_type',
              'Fungible',
              fieldOf(answer.body, 'manager', 'resource_type'),
              'the native token is fungible',
            ),
        },
        live.tokenRri
          ? {
              ...base,
              name: 'the token the gateway-token scenario created',
              body: { resource_address: v0ResourceAddressForRri(live.tokenRri) },
              expect: 'success',
            }
          : skip('the token the gateway-token scenario created', 'no token: the gateway-token scenario did not run'),
        live.nonFungible
          ? {
              ...base,
              name: 'the non-fungible resource the v0 scenario created',
              body: { resource_address: live.nonFungible.resourceAddress },
              expect: 'success',
            }
          : skip(
              'the non-fungible resource the v0 scenario created',
              'no non-fungible resource: the v0-transaction scenario did not run',
            ),
      ]
    case 'gateway-v0.getNonFungible': {
      const nonFungible = live.nonFungible
      return [
        nonFungible
          ? {
              ...base,
              name: 'the non-fungible the v0 scenario minted',
              body: { resource_address: nonFungible.resourceAddress, non_fungible_id_hex: nonFungible.idHex },
              expect: 'success',
              verify: (answer) =>
                expectValue(
                  `${spec}.${operation}`,
                  '/body/non_fungible/id_hex',
                  nonFungible.idHex,
                  fieldOf(answer.body, 'non_fungible', 'id_hex'),
                  'must be the id asked for',
                ),
            }
          : skip('the non-fungible the v0 scenario minted', 'no non-fungible: the v0-transaction scenario did not run'),
        {
          ...base,
          name: 'the native token asked as a non-fungible resource: 400',
          body: {
            resource_address: encodeV0Address('resource', new Uint8Array(26), network),
            non_fungible_id_hex: '01',
          },
          expect: { status: 400 },
        },
        nonFungible
          ? {
              ...base,
              name: 'an id the v0 scenario did not mint',
              body: { resource_address: nonFungible.resourceAddress, non_fungible_id_hex: randomId.slice(0, 16) },
              expect: { status: 404 },
            }
          : skip(
              'an id the v0 scenario did not mint',
              'no non-fungible resource: the v0-transaction scenario did not run',
            ),
      ]
    }
    case 'gateway-v0.getTransactionReceipt':
      return [
        {
          ...base,
          name: 'an intent hash the gateway cannot know',
          body: { intent_hash: randomId },
          expect: { status: 404 },
        },
        live.intentHash
          ? {
              ...base,
              name: 'the transaction the v0 scenario committed',
              body: { intent_hash: live.intentHash },
              expect: 'success',
              verify: (answer) =>
                expectValue(
                  `${spec}.${operation}`,
                  '/body/committed/receipt/status',
                  'Succeeded',
                  fieldOf(answer.body, 'committed', 'receipt', 'status'),
                  'must stay Succeeded once committed',
                ),
            }
          : skip(
              'the transaction the v0 scenario committed',
              'no committed intent: the v0-transaction scenario did not run',
            ),
      ]
    default:
      return []
  }
}

/** A v0 address of the examples' network written for `network`. */
function onNetwork(address: string, network: ProbeContext['network']): string {
  const { entity, bytes } = decodeV0Address(address)
  return encodeV0Address(entity, bytes, network)
}
