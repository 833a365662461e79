import { decodeAccountAddress, nativeTokenRri, v0AccountAddress, v0ResourceAddressForRri } from '@ledgernet/crypto'
import { createV0Client, getComponent } from '@ledgernet/v0-client'
import { inject } from 'vitest'

export { ADMIN, POOR_KEY, SECRET_KEY, STRANGER_KEY } from './testKeys.js'

/** The shared sandbox of `sharedSandbox.ts`. */
export function sharedSandbox() {
  return inject('sandbox')
}

/** The options that point the CLI at the shared sandbox. */
export function sandboxArguments(): string[] {
  const sandbox = sharedSandbox()
  return ['--gateway', sandbox.gatewayUrl, '--rpc', sandbox.rpcUrl, '--node', sandbox.nodeUrl, '--v0', sandbox.v0Url]
}

/** What an account (ddx1…) holds of a token (default XRD), read through v0 in subunits. */
export async function balanceOf(address: string, rri = nativeTokenRri('localnet')): Promise<bigint> {
  const v0 = createV0Client({ baseUrl: sharedSandbox().v0Url })
  const component_address = v0AccountAddress(decodeAccountAddress(address, 'localnet').publicKey, 'localnet')
  const { owned_vaults } = await getComponent({ client: v0, body: { component_address } })
  const vault = owned_vaults.find((candidate) => candidate.resource_address === v0ResourceAddressForRri(rri))
  return vault?.resource_type === 'Fungible' ? BigInt(vault.amount) : 0n
}
