import type { OperationHandlers, PackageRequest } from '@ledgernet/v0-client'
import { genesisPackages } from './genesisPackages.js'
import { readV0Address } from './readV0Address.js'
import { v0Error } from './v0Error.js'

/**
 * `POST /v0/state/package`: a genesis package's code and blueprints; 404 for any other address.
 *
 * @example
 * getPackage({ package_address: 'package_sim1qynv83yrxtn3re0qrqmk0mxr60juacyzjtvmemufenzs0ll5dy' })
 * // { status: 200, body: { package: { code_hex: '6e61746976653a6163636f756e74', blueprints: ['Account'] } } }
 */
export function getPackage(body: PackageRequest): Awaited<ReturnType<OperationHandlers['getPackage']>> {
  const address = readV0Address(body.package_address, 'package_address')
  if ('problem' in address) return v0Error(400, address.problem)
  const found = genesisPackages.get(address.id)
  if (!found) return v0Error(404, `no package at ${body.package_address}`)
  return { status: 200, body: { package: { code_hex: found.codeHex, blueprints: [...found.blueprints] } } }
}
