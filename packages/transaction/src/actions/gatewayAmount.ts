import type { GatewayAmount } from './GatewayAction.js'

/** An amount of `token` as the Gateway API writes it: subunits as a decimal string. */
export const gatewayAmount = (amount: bigint, token: string): GatewayAmount => ({
  value: `${amount}`,
  token_identifier: { rri: token },
})
