import { describe, expect, it } from 'vitest'
import { optionalPeers } from './optionalPeers.js'
import type { PackageManifest } from './workspacePackages.js'

const manifest = (fields: Partial<PackageManifest>) => ({ manifest: { name: 'x', version: '1.0.0', ...fields } })

describe('optionalPeers', () => {
  it('asks for each optional peer once, at the version the package tests with, else its range', () => {
    const sandbox = manifest({
      peerDependencies: { vitest: '>=3', other: '^1.0.0', required: '^2.0.0' },
      peerDependenciesMeta: { vitest: { optional: true }, other: { optional: true } },
      devDependencies: { vitest: '4.1.12' },
    })
    const again = manifest({
      peerDependencies: { vitest: '>=3' },
      peerDependenciesMeta: { vitest: { optional: true } },
      devDependencies: { vitest: '4.1.12' },
    })
    expect(optionalPeers([sandbox, again, manifest({})])).toEqual(['other@^1.0.0', 'vitest@4.1.12'])
  })

  it('leaves out a peer no entry point imports: a path the user opts into', () => {
    const platform = manifest({
      peerDependencies: { secp256k1: '^5.0.2', vitest: '>=3' },
      peerDependenciesMeta: { secp256k1: { optional: true }, vitest: { optional: true } },
    })
    expect(optionalPeers([platform], (_pkg, peer) => peer === 'vitest')).toEqual(['vitest@>=3'])
  })
})
