// Installing the packages prints nothing to worry about: npm warns about no install script (none of
// our dependencies has one: libsecp256k1 is WebAssembly, `tiny-secp256k1`), no deprecated package
// and no peer conflict, on a clean machine, for the whole set of published packages.
import { expect, inject, it } from 'vitest'

it('installs every published package with npm without a warning', () => {
  expect(inject('installWarnings')).toEqual([])
})
