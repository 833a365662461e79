import type { Network, PublicKey } from '@ledgernet/crypto'
import { canonicalAccount, canonicalRri } from '@ledgernet/transaction'

/**
 * What reading a caller's action needs: the network, and the signer — who sends, owns and pays —
 * by key and by account address.
 */
export type ActionContext = { network: Network; signerKey: PublicKey; self: string }

/** An account address of the flow's network, written canonically (lower case); none is the signer's own. */
export function accountOf({ network, self }: ActionContext, address: string | undefined, field: string): string {
  return address === undefined ? self : canonicalAccount(address, network, field)
}

/**
 * A token identifier of the flow's network that a transaction can carry (the native token or a
 * user token, never a system token), checked and written in lower case.
 */
export function carriedToken({ network }: ActionContext, rri: string, field: string): string {
  return canonicalRri(rri, network, field)
}
