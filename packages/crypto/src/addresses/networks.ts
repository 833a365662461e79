import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * The name of a network, as written in `network_identifier.network`.
 *
 * @example
 * const name: NetworkName = 'localnet'
 */
export type NetworkName = 'mainnet' | 'stokenet' | 'localnet'

/**
 * A network and the prefixes of its addresses and token identifiers.
 *
 * @example
 * const network: Network = networks.stokenet
 */
export type Network = {
  /** Lower-case name, as in `network_identifier.network`. */
  readonly name: NetworkName
  /** Numeric id (the v0 transaction header carries it). */
  readonly id: number
  /** Bech32 prefix of account addresses, e.g. `rdx`. */
  readonly accountHrp: string
  /** Bech32 prefix of validator addresses, e.g. `rv`. */
  readonly validatorHrp: string
  /** Suffix of token identifier prefixes: `xrd` + `_rr` → `xrd_rr1…`. */
  readonly rriSuffix: string
  /** Bech32 prefix of node addresses, e.g. `rn`. */
  readonly nodeHrp: string
  /** Suffix of v0 (Bech32m) address prefixes: `account` + `_` + `sim`. */
  readonly v0Suffix: string
}

/**
 * A network whose prefixes are written with its `letter`, as every known network's are
 * (docs/architecture.md, "Networks and addresses"): `r` gives `rdx`, `rv`, `_rr` and `rn`. The
 * types stay literal (`networks.mainnet.accountHrp` is `'rdx'`); only the bundle is shorter.
 */
function network<
  const TName extends NetworkName,
  const TId extends number,
  const TLetter extends string,
  const TV0Suffix extends string,
>(name: TName, id: TId, letter: TLetter, v0Suffix: TV0Suffix) {
  return {
    name,
    id,
    accountHrp: `${letter}dx`,
    validatorHrp: `${letter}v`,
    rriSuffix: `_${letter}r`,
    nodeHrp: `${letter}n`,
    v0Suffix,
  } as const
}

/**
 * Every network the SDK knows, keyed by name (docs/architecture.md, "Networks and addresses").
 *
 * @example
 * networks.localnet.accountHrp // 'ddx'
 */
export const networks = {
  mainnet: /* @__PURE__ */ network('mainnet', 1, 'r', 'rdx'),
  stokenet: /* @__PURE__ */ network('stokenet', 2, 't', 'tdx'),
  localnet: /* @__PURE__ */ network('localnet', 99, 'd', 'sim'),
} as const satisfies Record<NetworkName, Network>

/** Every known network, in a fixed order (internal; not exported by the package). */
export const allNetworks: readonly Network[] = Object.values(networks)

/**
 * The numeric id of a known network: 1 (mainnet), 2 (stokenet), 99 (localnet).
 *
 * @example
 * const id: NetworkId = 99
 */
export type NetworkId = (typeof networks)[NetworkName]['id']

/**
 * A known network, given by its object, its name or its numeric id: a misspelt name
 * (`'localnett'`) does not compile. A name read at run time goes through {@link getNetwork},
 * which checks it.
 *
 * @example
 * encodeAccountAddress(key, 'localnet') // or 99, or networks.localnet
 */
export type NetworkInput = Network | NetworkName | NetworkId

/**
 * The network named `nameOrId` (`'localnet'`, `99`, or a {@link Network} object, returned as the
 * known one). Any string is accepted, so a name read at run time (a gateway client's network,
 * a CLI option) is checked here: an unknown one throws an `InvalidArgumentError` listing the
 * known networks.
 *
 * @example
 * getNetwork('stokenet').id // 2
 * getNetwork(1).name // 'mainnet'
 */
export function getNetwork(nameOrId: NetworkInput | (string & {}) | (number & {}), field = 'network'): Network {
  // A string or number names a network by name or id; an object must be a network (name and id).
  const { name, id } = (nameOrId ?? {}) as Partial<Network>
  const found = allNetworks.find(
    (network) => network.id === nameOrId || network.name === nameOrId || (network.name === name && network.id === id),
  )
  if (found) return found
  const known = allNetworks.map((network) => `${network.name} (${network.id})`).join(', ')
  // A predicate, like every reason: decoders pass it on as `network at byte 4 is 3, not …`.
  const shown =
    typeof nameOrId === 'string' || typeof nameOrId === 'number' ? JSON.stringify(nameOrId) : 'another value'
  throw new InvalidArgumentError(field, `is ${shown}, not one of the known networks ${known}`)
}
