import {
  bytesToHex,
  CURVE_ORDER,
  deriveTokenRri,
  encodeAccountAddress,
  encodeV0Address,
  HALF_CURVE_ORDER,
  type NetworkName,
  nativeTokenRri,
  networks,
  type PublicKey,
  type RecoveryId,
  Signature,
} from '@ledgernet/crypto'
import { bech32 } from '@scure/base'
import fc from 'fast-check'
import type { Action, UnsignedTransaction } from '../unsignedTransaction/UnsignedTransaction.js'
import type { Instruction, Intent, MetadataEntry, NotarizedTransaction } from '../v0Notarized/Intent.js'
import { developmentAccount } from './developmentKeys.js'

const MAX_U64 = (1n << 64n) - 1n
const MAX_U256 = (1n << 256n) - 1n

/** A small pool of real keys: deriving fresh keys per run would dominate the test's time. */
const keyPool: PublicKey[] = [0, 1, 2, 3, 4, 5].map((index) => developmentAccount(index).publicKey)

const publicKeyArbitrary = fc.constantFrom(...keyPool)
const networkArbitrary = fc.constantFrom<NetworkName>('mainnet', 'stokenet', 'localnet')
const symbolArbitrary = fc.stringMatching(/^[a-z0-9]{1,35}$/)
const u64 = fc.bigInt({ min: 0n, max: MAX_U64 })
const amount = fc.oneof(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.bigInt({ min: 1n, max: MAX_U256 }))
const hex = (min: number, max: number) => fc.uint8Array({ minLength: min, maxLength: max }).map(bytesToHex)

/** Any text of `min` to `max` Unicode scalar values, now and then starting with a byte-order mark. */
function textArbitrary(min: number, max: number): fc.Arbitrary<string> {
  const text = fc.string({ unit: 'binary', minLength: min, maxLength: max })
  return fc.oneof(
    { weight: 4, arbitrary: text },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: 'binary', minLength: Math.max(0, min - 1), maxLength: max - 1 })
        .map((t) => `\uFEFF${t}`),
    },
  )
}

const epochs = u64.chain((start) =>
  start === MAX_U64
    ? fc.constant([start - 1n, start] as const)
    : fc.bigInt({ min: start + 1n, max: MAX_U64 }).map((end) => [start, end] as const),
)

function tokenArbitrary(network: NetworkName): fc.Arbitrary<string> {
  const suffix = networks[network].rriSuffix
  return fc.oneof(
    fc.constant(nativeTokenRri(network)),
    fc
      .record({ symbol: symbolArbitrary, hash: fc.uint8Array({ minLength: 26, maxLength: 26 }) })
      .map(({ symbol, hash }) => bech32.encode(`${symbol}${suffix}`, bech32.toWords(Uint8Array.of(0x03, ...hash)), 90)),
  )
}

function actionArbitrary(network: NetworkName): fc.Arbitrary<Action> {
  const account = publicKeyArbitrary.map((key) => encodeAccountAddress(key, network))
  const token = tokenArbitrary(network)
  return fc.oneof(
    fc.record({ type: fc.constant('TransferTokens' as const), from: account, to: account, token, amount }),
    fc.record({ type: fc.constant('MintTokens' as const), to: account, token, amount }),
    fc.record({ type: fc.constant('BurnTokens' as const), from: account, token, amount }),
    fc
      .record({
        owner: publicKeyArbitrary,
        symbol: symbolArbitrary,
        name: textArbitrary(1, 255),
        description: textArbitrary(0, 255),
        iconUrl: textArbitrary(0, 60),
        url: textArbitrary(0, 60),
        fixed: fc.option(fc.record({ to: account, supply: amount }), { nil: undefined }),
      })
      .map(
        ({ owner, fixed, ...rest }): Action => ({
          type: 'CreateTokenDefinition',
          owner: encodeAccountAddress(owner, network),
          ...rest,
          isSupplyMutable: fixed === undefined,
          supply: fixed?.supply ?? 0n,
          token: deriveTokenRri(owner, rest.symbol, network),
          ...(fixed ? { to: fixed.to } : {}),
        }),
      ),
  )
}

/** Unsigned transactions: every action kind, network, flag and message form. */
export const unsignedTransactionArbitrary: fc.Arbitrary<UnsignedTransaction> = networkArbitrary.chain((network) =>
  fc
    .record({
      epochs,
      nonce: u64,
      feePayer: publicKeyArbitrary.map((key) => encodeAccountAddress(key, network)),
      fee: fc.bigInt({ min: 0n, max: MAX_U256 }),
      disableTokenMintAndBurn: fc.boolean(),
      actions: fc.array(actionArbitrary(network), { minLength: 1, maxLength: 4 }),
      message: fc.option(hex(0, 255), { nil: undefined }),
    })
    .map(({ epochs: [startEpoch, endEpoch], message, ...rest }) => ({
      network,
      startEpoch,
      endEpoch,
      ...rest,
      ...(message === undefined ? {} : { message }),
    })),
)

const encoder = new TextEncoder()
const byteOrder = (a: string, b: string) => {
  const x = encoder.encode(a)
  const y = encoder.encode(b)
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number)
  return x.length - y.length
}

/** A metadata map in canonical order (ascending key bytes, unique keys). */
const metadataArbitrary: fc.Arbitrary<MetadataEntry[]> = fc
  .uniqueArray(fc.record({ key: textArbitrary(1, 64), value: textArbitrary(0, 80) }), {
    maxLength: 5,
    selector: (entry) => entry.key,
  })
  .map((entries) => [...entries].sort((a, b) => byteOrder(a.key, b.key)))

function instructionArbitrary(network: NetworkName): fc.Arbitrary<Instruction> {
  const body = fc.uint8Array({ minLength: 26, maxLength: 26 })
  const account = body.map((bytes) => encodeV0Address('account', bytes, network))
  const resource = body.map((bytes) => encodeV0Address('resource', bytes, network))
  return fc.oneof(
    fc.record({ type: fc.constant('TransferFungible' as const), from: account, to: account, resource, amount }),
    fc.record({ type: fc.constant('MintFungible' as const), resource, to: account, amount }),
    fc.record({ type: fc.constant('BurnFungible' as const), from: account, resource, amount }),
    fc
      .record({
        owner: publicKeyArbitrary,
        symbol: symbolArbitrary,
        metadata: metadataArbitrary,
        isSupplyMutable: fc.boolean(),
        initialSupply: fc.bigInt({ min: 0n, max: MAX_U256 }),
        to: account,
      })
      .map((value) => ({
        type: 'CreateFungibleResource' as const,
        ...value,
        initialSupply: value.isSupplyMutable || value.initialSupply > 0n ? value.initialSupply : 1n,
      })),
    fc.record({
      type: fc.constant('CreateNonFungibleResource' as const),
      owner: publicKeyArbitrary,
      metadata: metadataArbitrary,
    }),
    fc.record({
      type: fc.constant('MintNonFungible' as const),
      resource,
      to: account,
      id: hex(1, 64),
      immutableData: hex(0, 100),
      mutableData: hex(0, 100),
    }),
  )
}

const intentArbitrary: fc.Arbitrary<Intent> = networkArbitrary.chain((network) =>
  fc
    .record({
      epochs,
      nonce: u64,
      notaryPublicKey: publicKeyArbitrary,
      notaryAsSignatory: fc.boolean(),
      costUnitLimit: fc.integer({ min: 1, max: 4_294_967_295 }),
      tipPercentage: fc.integer({ min: 0, max: 65_535 }),
      instructions: fc.array(instructionArbitrary(network), { minLength: 1, maxLength: 4 }),
    })
    .map(({ epochs: [startEpoch, endEpoch], instructions, ...header }) => ({
      header: { network, startEpoch, endEpoch, ...header },
      manifest: { instructions },
    })),
)

/** Any canonical signature: r in 1..n−1, low s, any recovery id (the format does not verify). */
export const signatureArbitrary: fc.Arbitrary<Signature> = fc
  .record({
    r: fc.bigInt({ min: 1n, max: CURVE_ORDER - 1n }),
    s: fc.bigInt({ min: 1n, max: HALF_CURVE_ORDER }),
    recovery: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ r, s, recovery }) => new Signature(r, s, recovery as RecoveryId))

export const notarizedTransactionArbitrary: fc.Arbitrary<NotarizedTransaction> = fc
  .record({
    intent: intentArbitrary,
    signatures: fc.uniqueArray(fc.record({ publicKey: publicKeyArbitrary, signature: signatureArbitrary }), {
      maxLength: 4,
      selector: (entry) => entry.publicKey.hex,
    }),
    notarySignature: signatureArbitrary,
  })
  .map(({ intent, signatures, notarySignature }) => ({
    signedIntent: {
      intent,
      intentSignatures: [...signatures].sort((a, b) => (a.publicKey.hex < b.publicKey.hex ? -1 : 1)),
    },
    notarySignature,
  }))
