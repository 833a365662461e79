import { bytesToHex, encodeV0Address, hexToBytes, sha256d, v0PackageAddress } from '@ledgernet/crypto'
import type { ComponentRequest, OperationHandlers } from '@ledgernet/v0-client'
import type { Ledger } from '../../ledger/Ledger.js'
import { readV0Address } from './readV0Address.js'
import { v0Error } from './v0Error.js'

/**
 * `POST /v0/state/component`: an account's vaults, one per resource it holds (ordered by resource
 * address), each with its id SHA-256d(component payload ‖ resource payload). Every well-formed
 * account answers; no instruction creates other components, so a `component_…` address is 404.
 *
 * @example
 * getComponent(ledger, { component_address: 'account_sim1…' }) // { status: 200, body: { info, state: '', owned_vaults, descendent_ids } }
 */
export function getComponent(
  ledger: Ledger,
  body: ComponentRequest,
): Awaited<ReturnType<OperationHandlers['getComponent']>> {
  const address = readV0Address(body.component_address, 'component_address')
  if ('problem' in address) return v0Error(400, address.problem)
  if (address.entity !== 'account') return v0Error(404, `no component at ${body.component_address}`)
  const vaults = [...ledger.state.holdings(address.id)].map(([resource, held]) => ({
    resource,
    address: encodeV0Address('resource', hexToBytes(resource), 'localnet'),
    held,
  }))
  vaults.sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0))
  const component = hexToBytes(`03${address.id}`)
  return {
    status: 200,
    body: {
      info: { package_address: v0PackageAddress('account', 'localnet'), blueprint_name: 'Account' },
      state: '',
      owned_vaults: vaults.map(({ resource, address: resourceAddress, held }) =>
        held === true
          ? {
              resource_type: 'Fungible',
              resource_address: resourceAddress,
              amount: ledger.state.balance(address.id, resource).toString(),
            }
          : { resource_type: 'NonFungible', resource_address: resourceAddress, ids_hex: [...held].sort() },
      ),
      descendent_ids: vaults.map(({ resource }) => {
        const joined = new Uint8Array(54)
        joined.set(component, 0)
        joined.set(hexToBytes(`04${resource}`), 27)
        return bytesToHex(sha256d(joined))
      }),
    },
  }
}
