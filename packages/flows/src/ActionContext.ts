import { decodeAccountAddress, encodeAccountAddress, parseRri, type Network, type PublicKey } from '@ledgernet/crypto'

/**
 * What reading a caller's action needs: the network, and the signer — who sends, owns and pays —
 * by key and by account address.
 */
export type ActionContext = { network: Network; signerKey: PublicKey; self: string }

/** An account address of the flow's network, written canonically (lower case); none is the signer's own. */
export function accountOf({ network, self }: ActionContext, address: string | undefined, field: string): string {
  return address === undefined ? self : encodeAccountAddress(decodeAccountAddress(address, network, field).publicKey, network)
}

/** A token identifier of the flow's network, checked and written in lower case. */
export function tokenOf({ network }: ActionContext, rri: string, field: string): string {
  parseRri(rri, network, field)
  return rri.toLowerCase()
}
