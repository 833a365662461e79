// Type tests (tsc checks them in `typecheck`; vitest does not run them): an amount is a bigint,
// a network a known name, id or object. Each `@ts-expect-error` fails the check if its line compiles.
import { expectTypeOf } from 'vitest'
import {
  checkSubunits,
  encodeAccountAddress,
  formatAmount,
  fromSubunits,
  getNetwork,
  type NetworkInput,
  networks,
  parseSubunits,
  toSubunits,
} from '../packageExports.js'

const key = '03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d'

// toSubunits returns a bigint, as parseEther does: amounts add and compare as numbers.
expectTypeOf(toSubunits('1.5')).toEqualTypeOf<bigint>()
expectTypeOf(toSubunits('5') - toSubunits('2.5')).toEqualTypeOf<bigint>()
expectTypeOf(parseSubunits('15')).toEqualTypeOf<bigint>()
expectTypeOf(checkSubunits(1n)).toEqualTypeOf<bigint>()
expectTypeOf(fromSubunits(toSubunits('1.5'))).toEqualTypeOf<string>()

// @ts-expect-error a string is not an amount: convert it with toSubunits or parseSubunits
fromSubunits('1500000000000000000')
// @ts-expect-error the same for formatAmount
formatAmount('1500000000000000000')
// @ts-expect-error parseSubunits reads text; a bigint is an amount already
parseSubunits(15n)

// Networks: the known names, ids and objects compile, a misspelt name or an unknown id does not.
encodeAccountAddress(key, 'localnet')
encodeAccountAddress(key, 99)
encodeAccountAddress(key, networks.stokenet)
// @ts-expect-error 'localnett' is no network
encodeAccountAddress(key, 'localnett')
// @ts-expect-error 98 is no network's id
encodeAccountAddress(key, 98)
expectTypeOf<'mainnet' | 'stokenet' | 'localnet' | 1 | 2 | 99>().toExtend<NetworkInput>()
// A name read at run time goes through getNetwork, which checks it.
declare const nameReadFromAFile: string
expectTypeOf(getNetwork(nameReadFromAFile).name).toEqualTypeOf<'mainnet' | 'stokenet' | 'localnet'>()
