// Writes specs/vectors/transaction.json and specs/vectors/notarized.json from the built package
// (run `pnpm build` first, then `pnpm make-vectors`). Everything is deterministic: keys from the
// development mnemonic, fixed nonces, RFC 6979 signatures — running it twice gives the same files,
// and `src/vectors.test.ts` checks the committed files against the implementation both ways.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  bytesToHex,
  createSigner,
  DEVELOPMENT_MNEMONIC,
  deriveTokenRri,
  encodeAccountAddress,
  hexToBytes,
  nativeTokenRri,
  PublicKey,
  privateKeyFromMnemonic,
  Signature,
  v0AccountAddress,
  v0NonFungibleResourceAddress,
  v0ResourceAddressForRri,
} from '@ledgernet/crypto'
import {
  buildNotarizedTransaction,
  DecodeError,
  decodeNotarizedTransaction,
  decodeSignedTransaction,
  decodeUnsignedTransaction,
  encodeIntent,
  encodeSignedIntent,
  encodeSignedTransaction,
  encodeUnsignedTransaction,
  intentHash,
  notarizedTransactionToJson,
  payloadToSign,
  transactionId,
  unsignedTransactionToJson,
} from '../dist/index.js'

const PATH = "m/44'/1022'/0'/0/{index}"
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const MAX_U64 = (1n << 64n) - 1n
const MAX_U256 = (1n << 256n) - 1n
const TOKEN = 10n ** 18n

const keys = [0, 1, 2, 3].map((index) => privateKeyFromMnemonic(DEVELOPMENT_MNEMONIC, { index }))
const account = (index, network = 'localnet') => encodeAccountAddress(keys[index].publicKey, network)
const v0Account = (index, network = 'localnet') => v0AccountAddress(keys[index].publicKey, network)
const xrd = (network = 'localnet') => nativeTokenRri(network)
const token = (index, symbol, network = 'localnet') => deriveTokenRri(keys[index].publicKey, symbol, network)
const utf8Hex = (text) => bytesToHex(new TextEncoder().encode(text))

// ---------------------------------------------------------------------------------------------
// Section A: unsigned and signed transactions

const header = (overrides = {}) => ({
  network: 'localnet',
  startEpoch: 100n,
  endEpoch: 200n,
  nonce: 0x0123456789abcdefn,
  feePayer: account(0),
  fee: 100_000_000_000_000_000n,
  disableTokenMintAndBurn: false,
  ...overrides,
})

const transactions = [
  {
    name: 'transfer of the native token, no message',
    signer: 0,
    value: header({
      actions: [{ type: 'TransferTokens', from: account(0), to: account(1), token: xrd(), amount: 5n * TOKEN }],
    }),
  },
  {
    name: 'transfer of a user token with a plain-text message (00 00 ‖ UTF-8)',
    signer: 0,
    value: header({
      nonce: 1n,
      actions: [{ type: 'TransferTokens', from: account(0), to: account(2), token: token(0, 'gold'), amount: 1n }],
      message: `0000${utf8Hex('thanks for lunch 🍜')}`,
    }),
  },
  {
    name: 'an empty message is present with length 0 (not the same as no message)',
    signer: 1,
    value: header({
      nonce: 2n,
      feePayer: account(1),
      actions: [{ type: 'TransferTokens', from: account(1), to: account(0), token: xrd(), amount: 1n }],
      message: '',
    }),
  },
  {
    name: 'a 255-byte message, the largest',
    signer: 1,
    value: header({
      nonce: 3n,
      feePayer: account(1),
      actions: [{ type: 'TransferTokens', from: account(1), to: account(0), token: xrd(), amount: 1n }],
      message: 'ab'.repeat(255),
    }),
  },
  {
    name: 'fixed-supply token creation (UTF-8 name and description; the rri is derived, not stored)',
    signer: 0,
    value: header({
      nonce: 4n,
      actions: [
        {
          type: 'CreateTokenDefinition',
          owner: account(0),
          symbol: 'gold',
          name: 'Gold ✨',
          description: 'Très précieux — 金',
          iconUrl: 'https://example.com/gold.png',
          url: 'https://example.com/gold',
          isSupplyMutable: false,
          supply: 21_000_000n * TOKEN,
          to: account(0),
          token: token(0, 'gold'),
        },
      ],
    }),
  },
  {
    name: 'mutable-supply token creation, mint and burn in one transaction (no supply, no to)',
    signer: 2,
    value: header({
      nonce: 5n,
      feePayer: account(2),
      actions: [
        {
          type: 'CreateTokenDefinition',
          owner: account(2),
          symbol: 'silver',
          name: 'Silver',
          description: '',
          iconUrl: '',
          url: '',
          isSupplyMutable: true,
          supply: 0n,
          token: token(2, 'silver'),
        },
        { type: 'MintTokens', to: account(2), token: token(2, 'silver'), amount: 1000n * TOKEN },
        { type: 'BurnTokens', from: account(2), token: token(2, 'silver'), amount: 10n * TOKEN },
      ],
    }),
  },
  {
    name: 'disable_token_mint_and_burn set (flags 0x01), two transfers',
    signer: 0,
    value: header({
      nonce: 6n,
      disableTokenMintAndBurn: true,
      actions: [
        { type: 'TransferTokens', from: account(0), to: account(1), token: xrd(), amount: 2n * TOKEN },
        { type: 'TransferTokens', from: account(0), to: account(3), token: token(1, 'gold'), amount: 3n },
      ],
    }),
  },
  {
    name: 'mainnet: network byte 0x01, rdx addresses, _rr rri',
    signer: 3,
    value: header({
      network: 'mainnet',
      nonce: 7n,
      feePayer: account(3, 'mainnet'),
      actions: [
        {
          type: 'TransferTokens',
          from: account(3, 'mainnet'),
          to: account(0, 'mainnet'),
          token: xrd('mainnet'),
          amount: 1n,
        },
      ],
    }),
  },
  {
    name: 'largest integers: epochs, nonce, fee and amount at their maxima',
    signer: 0,
    value: header({
      network: 'stokenet',
      startEpoch: MAX_U64 - 1n,
      endEpoch: MAX_U64,
      nonce: MAX_U64,
      feePayer: account(0, 'stokenet'),
      fee: MAX_U256,
      actions: [
        {
          type: 'TransferTokens',
          from: account(0, 'stokenet'),
          to: account(1, 'stokenet'),
          token: token(0, 'a'.repeat(35), 'stokenet'),
          amount: MAX_U256,
        },
      ],
    }),
  },
]

const transactionVectors = transactions.map(({ name, signer, value }) => {
  const unsigned = encodeUnsignedTransaction(value)
  const payload = payloadToSign(unsigned)
  const signature = keys[signer].sign(hexToBytes(payload))
  const signed = encodeSignedTransaction(unsigned, signature)
  return {
    name,
    signer,
    value: unsignedTransactionToJson(decodeUnsignedTransaction(unsigned)),
    unsigned: bytesToHex(unsigned),
    payloadToSign: payload,
    signature: {
      recovery: signature.recovery,
      r: signature.r.toString(16).padStart(64, '0'),
      s: signature.s.toString(16).padStart(64, '0'),
      der: signature.toDERHex(),
    },
    signed: bytesToHex(signed),
    transactionId: transactionId(signed),
  }
})

/** Bytes a decoder must refuse, with what it must report. */
function refused(kind, name, bytes) {
  const decode =
    kind === 'signed'
      ? decodeSignedTransaction
      : kind === 'unsigned'
        ? decodeUnsignedTransaction
        : decodeNotarizedTransaction
  try {
    decode(bytes)
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error
    return { name, kind, hex: bytesToHex(bytes), offset: error.offset, field: error.field, reason: error.reason }
  }
  throw new Error(`invalid vector "${name}" decodes; it must not`)
}

const change = (hex, offset, byte) => {
  const bytes = hexToBytes(hex)
  bytes[offset] = byte
  return bytes
}
const splice = (hex, offset, deleteCount, ...insert) => {
  const bytes = [...hexToBytes(hex)]
  bytes.splice(offset, deleteCount, ...insert)
  return Uint8Array.from(bytes)
}

const plain = transactionVectors[0] // transfer of xrd: actions start at 97
const withMessage = transactionVectors[1]
const created = transactionVectors[4]
const plainSigned = hexToBytes(plain.signed)
const highS = (() => {
  const signature = Signature.fromCompact(hexToBytes(plain.signature.r + plain.signature.s), plain.signature.recovery)
  const twin = new Signature(signature.r, CURVE_ORDER - signature.s, signature.recovery ^ 1)
  const bytes = plainSigned.slice()
  const at = bytes.length - 65
  bytes[at] = twin.recovery
  bytes.set(twin.toCompact(), at + 1)
  return bytes
})()
const createdUnsigned = hexToBytes(created.unsigned)
// CreateTokenDefinition at 97: tag, owner (33), symbol length 4 + "gold", name length (u16) at 136.
const nameAt = 97 + 1 + 33 + 1 + 4

const transactionInvalid = [
  refused('unsigned', 'empty input', new Uint8Array()),
  refused('unsigned', 'wrong magic', change(plain.unsigned, 0, 0x4d)),
  refused('unsigned', 'unknown version 2', change(plain.unsigned, 3, 0x02)),
  refused('unsigned', 'unknown network id 3', change(plain.unsigned, 4, 0x03)),
  refused(
    'unsigned',
    'end epoch equal to start epoch',
    splice(plain.unsigned, 13, 8, ...hexToBytes('0000000000000064')),
  ),
  refused('unsigned', 'fee payer key with prefix 0x04', change(plain.unsigned, 29, 0x04)),
  refused('unsigned', 'undefined flag bit', change(plain.unsigned, 94, 0x02)),
  refused('unsigned', 'zero actions', splice(plain.unsigned, 95, 2, 0x00, 0x00)),
  refused('unsigned', 'unknown action tag 0x05', change(plain.unsigned, 97, 0x05)),
  refused('unsigned', 'token reference kind 0x02', change(plain.unsigned, 97 + 67, 0x02)),
  refused('unsigned', 'zero amount', splice(plain.unsigned, 97 + 68, 32, ...new Uint8Array(32))),
  refused('unsigned', 'message-present byte 0x02', change(plain.unsigned, hexToBytes(plain.unsigned).length - 1, 0x02)),
  refused('unsigned', 'truncated inside the last action', hexToBytes(plain.unsigned).slice(0, 150)),
  refused('unsigned', 'missing message-present byte', hexToBytes(plain.unsigned).slice(0, -1)),
  refused('unsigned', 'trailing byte', splice(plain.unsigned, hexToBytes(plain.unsigned).length, 0, 0x00)),
  refused(
    'unsigned',
    'a byte after the message',
    splice(withMessage.unsigned, hexToBytes(withMessage.unsigned).length, 0, 0x21),
  ),
  refused(
    'unsigned',
    'invalid UTF-8 in a token name (overlong "/")',
    splice(created.unsigned, nameAt, 2 + 8, 0x00, 0x02, 0xc0, 0xaf),
  ),
  refused('unsigned', 'name with 0 characters', splice(created.unsigned, nameAt, 2 + 8, 0x00, 0x00)),
  refused('unsigned', 'symbol with an upper-case letter', change(created.unsigned, 97 + 1 + 33 + 1, 0x47)),
  refused(
    'unsigned',
    'boolean is_supply_mutable 0x02',
    (() => {
      const bytes = createdUnsigned.slice()
      bytes[bytes.length - 1 - 32 - 33 - 1] = 0x02
      return bytes
    })(),
  ),
  refused('signed', 'high-S signature (the malleable twin of a valid one)', highS),
  refused('signed', 'signature marker 0x0c', change(plain.signed, hexToBytes(plain.unsigned).length, 0x0c)),
  refused('signed', 'recovery id 4', change(plain.signed, hexToBytes(plain.unsigned).length + 1, 0x04)),
  refused('signed', 'r = 0', splice(plain.signed, hexToBytes(plain.unsigned).length + 2, 32, ...new Uint8Array(32))),
  refused('signed', 'truncated signature', plainSigned.slice(0, -1)),
  refused('signed', 'trailing byte after the signature', splice(plain.signed, plainSigned.length, 0, 0x00)),
]

// ---------------------------------------------------------------------------------------------
// Section B: v0 notarized transactions

const signers = keys.map((key) => createSigner(key))
const intentHeader = (overrides = {}) => ({
  network: 'localnet',
  startEpoch: 10n,
  endEpoch: 20n,
  nonce: 0xfedcba9876543210n,
  notaryPublicKey: keys[0].publicKey,
  notaryAsSignatory: true,
  costUnitLimit: 10_000_000,
  tipPercentage: 0,
  ...overrides,
})
const xrdResource = v0ResourceAddressForRri(xrd())
const goldResource = v0ResourceAddressForRri(token(1, 'gold'))

const nonFungibleCreation = {
  name: 'non-fungible resource creation (its address derives from the intent hash and index 0)',
  signers: [],
  notary: 1,
  intent: {
    header: intentHeader({ nonce: 4n, notaryPublicKey: keys[1].publicKey }),
    manifest: {
      instructions: [
        { type: 'CreateNonFungibleResource', owner: keys[1].publicKey, metadata: [{ key: 'name', value: 'Tickets' }] },
      ],
    },
  },
}
const ticketResource = v0NonFungibleResourceAddress(hexToBytes(intentHash(nonFungibleCreation.intent)), 0, 'localnet')

const notarizedCases = [
  {
    name: 'fungible transfer of the native resource, notary as signatory, no intent signatures',
    signers: [],
    notary: 0,
    intent: {
      header: intentHeader(),
      manifest: {
        instructions: [
          { type: 'TransferFungible', from: v0Account(0), to: v0Account(1), resource: xrdResource, amount: 3n * TOKEN },
        ],
      },
    },
  },
  {
    name: 'fixed fungible resource creation with metadata (given unsorted, encoded sorted); two intent signatures given in descending key order, encoded ascending; notary not a signatory',
    signers: [2, 1],
    notary: 0,
    intent: {
      header: intentHeader({ nonce: 1n, notaryAsSignatory: false, tipPercentage: 5 }),
      manifest: {
        instructions: [
          {
            type: 'CreateFungibleResource',
            owner: keys[1].publicKey,
            symbol: 'gold',
            metadata: [
              { key: 'name', value: 'Gold' },
              { key: 'description', value: 'Shiny ✨' },
              { key: 'icon_url', value: 'https://example.com/gold.png' },
            ],
            isSupplyMutable: false,
            initialSupply: 1_000_000n * TOKEN,
            to: v0Account(1),
          },
          { type: 'TransferFungible', from: v0Account(2), to: v0Account(1), resource: xrdResource, amount: 1n },
        ],
      },
    },
  },
  {
    name: 'mutable fungible resource: created with zero supply, minted and burned in the same intent',
    signers: [1],
    notary: 0,
    intent: {
      header: intentHeader({ nonce: 2n }),
      manifest: {
        instructions: [
          {
            type: 'CreateFungibleResource',
            owner: keys[1].publicKey,
            symbol: 'silver',
            metadata: [],
            isSupplyMutable: true,
            initialSupply: 0n,
            to: v0Account(1),
          },
          {
            type: 'MintFungible',
            resource: v0ResourceAddressForRri(token(1, 'silver')),
            to: v0Account(1),
            amount: 500n,
          },
          {
            type: 'BurnFungible',
            from: v0Account(1),
            resource: v0ResourceAddressForRri(token(1, 'silver')),
            amount: 200n,
          },
        ],
      },
    },
  },
  {
    name: 'transfer of a user resource (same 26 bytes as its rri) signed by three signatories, with a tip',
    signers: [3, 1, 2],
    notary: 0,
    intent: {
      header: intentHeader({ nonce: 3n, tipPercentage: 65_535, costUnitLimit: 4_294_967_295 }),
      manifest: {
        instructions: [
          { type: 'TransferFungible', from: v0Account(1), to: v0Account(3), resource: goldResource, amount: 7n },
          { type: 'TransferFungible', from: v0Account(2), to: v0Account(3), resource: goldResource, amount: 8n },
          { type: 'TransferFungible', from: v0Account(3), to: v0Account(0), resource: xrdResource, amount: 9n },
        ],
      },
    },
  },
  nonFungibleCreation,
  {
    name: 'non-fungible mint into the resource created by the previous vector, with id and data',
    signers: [],
    notary: 1,
    intent: {
      header: intentHeader({ nonce: 5n, notaryPublicKey: keys[1].publicKey }),
      manifest: {
        instructions: [
          {
            type: 'MintNonFungible',
            resource: ticketResource,
            to: v0Account(2),
            id: '0001',
            immutableData: utf8Hex('seat 12A'),
            mutableData: '',
          },
        ],
      },
    },
  },
  {
    name: 'mainnet: network byte 0x01, _rdx v0 addresses',
    signers: [],
    notary: 3,
    intent: {
      header: intentHeader({ network: 'mainnet', nonce: 6n, notaryPublicKey: keys[3].publicKey }),
      manifest: {
        instructions: [
          {
            type: 'TransferFungible',
            from: v0Account(3, 'mainnet'),
            to: v0Account(0, 'mainnet'),
            resource: v0ResourceAddressForRri(xrd('mainnet')),
            amount: 1n,
          },
        ],
      },
    },
  },
]

const notarizedVectors = []
for (const { name, signers: signerIndexes, notary, intent } of notarizedCases) {
  const built = await buildNotarizedTransaction({
    intent,
    signers: signerIndexes.map((index) => signers[index]),
    notary: signers[notary],
  })
  const { signedIntent } = built.notarized
  const intentBytes = encodeIntent(signedIntent.intent)
  const createdResources = signedIntent.intent.manifest.instructions.flatMap((instruction, index) => {
    if (instruction.type === 'CreateFungibleResource') {
      return [
        {
          instruction: index,
          address: v0ResourceAddressForRri(
            deriveTokenRri(instruction.owner, instruction.symbol, intent.header.network),
          ),
        },
      ]
    }
    if (instruction.type === 'CreateNonFungibleResource') {
      return [
        {
          instruction: index,
          address: v0NonFungibleResourceAddress(hexToBytes(built.intentHash), index, intent.header.network),
        },
      ]
    }
    return []
  })
  notarizedVectors.push({
    name,
    signers: signerIndexes,
    notary,
    value: notarizedTransactionToJson(built.notarized),
    intent: bytesToHex(intentBytes),
    intentHash: built.intentHash,
    signedIntent: bytesToHex(encodeSignedIntent(signedIntent)),
    signedIntentHash: built.signedIntentHash,
    notarized: built.hex,
    notarizedPayloadHash: built.notarizedPayloadHash,
    createdResources,
  })
}

const transfer = notarizedVectors[0] // intent: 71 fixed bytes, TransferFungible at 71
const twoSigners = notarizedVectors[1]
const twoSignersIntentLength = hexToBytes(twoSigners.intent).length
const transferNotarized = hexToBytes(transfer.notarized)
const notaryHighS = (() => {
  const bytes = transferNotarized.slice()
  const at = bytes.length - 65
  const recovery = bytes[at]
  const r = BigInt(`0x${bytesToHex(bytes.subarray(at + 1, at + 33))}`)
  const s = BigInt(`0x${bytesToHex(bytes.subarray(at + 33))}`)
  const twin = new Signature(r, CURVE_ORDER - s, recovery ^ 1)
  bytes[at] = twin.recovery
  bytes.set(twin.toCompact(), at + 1)
  return bytes
})()
// In the two-signer vector, the first signature entry starts right after the count byte.
const firstSignatureAt = twoSignersIntentLength + 1
const swappedSignatures = (() => {
  const bytes = hexToBytes(twoSigners.notarized)
  const first = bytes.slice(firstSignatureAt, firstSignatureAt + 98)
  const second = bytes.slice(firstSignatureAt + 98, firstSignatureAt + 196)
  bytes.set(second, firstSignatureAt)
  bytes.set(first, firstSignatureAt + 98)
  return bytes
})()
const duplicatedSignature = (() => {
  const bytes = hexToBytes(twoSigners.notarized)
  bytes.set(bytes.slice(firstSignatureAt, firstSignatureAt + 98), firstSignatureAt + 98)
  return bytes
})()
// Metadata of CreateFungibleResource at 71: tag, owner (33), symbol (1 + 4), count (1), then
// entries sorted: "description", "icon_url", "name". Swap the first key byte to break the order.
const firstMetadataKeyAt = 71 + 1 + 33 + 5 + 1 + 2

const notarizedInvalid = [
  refused(
    'notarized',
    'wrong magic (an unsigned Gateway transaction starts with "LNT")',
    change(transfer.notarized, 2, 0x54),
  ),
  refused('notarized', 'unknown header version 2', change(transfer.notarized, 3, 0x02)),
  refused('notarized', 'unknown network id 0', change(transfer.notarized, 4, 0x00)),
  refused('notarized', 'notary_as_signatory byte 0x02', change(transfer.notarized, 62, 0x02)),
  refused('notarized', 'cost unit limit 0', splice(transfer.notarized, 63, 4, 0, 0, 0, 0)),
  refused('notarized', 'zero instructions', splice(transfer.notarized, 69, 2, 0, 0)),
  refused('notarized', 'unknown instruction tag 0x07', change(transfer.notarized, 71, 0x07)),
  refused('notarized', 'resource address in an account field (entity byte 0x04)', change(transfer.notarized, 72, 0x04)),
  refused('notarized', 'metadata keys out of order', change(twoSigners.notarized, firstMetadataKeyAt, 0x7a)),
  refused('notarized', 'intent signatures not in ascending key order', swappedSignatures),
  refused('notarized', 'the same signatory twice', duplicatedSignature),
  refused('notarized', 'high-S notary signature', notaryHighS),
  refused('notarized', 'truncated notary signature', transferNotarized.slice(0, -1)),
  refused('notarized', 'trailing byte', splice(transfer.notarized, transferNotarized.length, 0, 0x00)),
]

// ---------------------------------------------------------------------------------------------

const accounts = keys.map((key, index) => ({
  index,
  publicKey: key.publicKey.hex,
  localnet: account(index),
  v0Localnet: v0Account(index),
}))

const common = {
  generator: 'packages/transaction/scripts/make-vectors.mjs',
  mnemonic: DEVELOPMENT_MNEMONIC,
  path: PATH,
  accounts,
}

const write = (name, content) => {
  const target = fileURLToPath(new URL(`../../../specs/vectors/${name}`, import.meta.url))
  writeFileSync(target, `${JSON.stringify(content, null, 2)}\n`)
  console.log(`wrote ${target}`)
}

write('transaction.json', {
  description:
    'Vectors of the Gateway API / JSON-RPC transaction (specs/transaction-format.md, section A). ' +
    '`value` is the decoded transaction in JSON (bigints as decimal strings); `unsigned`, `signed` are the exact bytes in hex; ' +
    '`payloadToSign` = SHA-256d(unsigned); `transactionId` = SHA-256d(signed); the signature is RFC 6979 by account `signer`. ' +
    '`invalid` lists bytes a decoder must refuse, with the offset, field and reason @ledgernet/transaction reports.',
  ...common,
  valid: transactionVectors,
  invalid: transactionInvalid,
})

write('notarized.json', {
  description:
    'Vectors of the v0 notarized transaction (specs/transaction-format.md, section B). ' +
    '`value` is the decoded notarized transaction in JSON (bigints as decimal strings, public keys as 66 hex, signatures as 130 hex = recovery id ‖ r ‖ s); ' +
    '`intent`, `signedIntent`, `notarized` are the exact bytes in hex with their SHA-256d hashes; intent signatures are by the accounts in `signers`, ' +
    'the notary signature by account `notary`, RFC 6979. `createdResources` are the addresses of the resources the intent creates. ' +
    '`invalid` lists bytes a decoder must refuse, with the offset, field and reason @ledgernet/transaction reports.',
  ...common,
  valid: notarizedVectors,
  invalid: notarizedInvalid,
})

// Sanity: the public keys printed above round-trip (guards against a mnemonic typo).
for (const entry of accounts) PublicKey.fromHex(entry.publicKey)
