import type { PackageManifest } from './workspacePackages.js'

/**
 * The dependency fields a consumer's package manager installs with a package: what the package
 * may import at run time or from its types.
 *
 * @example
 * Object.keys(runtimeDependencies(manifest)) // ['@ledgernet/errors', '@noble/hashes', …]
 */
export function runtimeDependencies(manifest: PackageManifest): Record<string, string> {
  return { ...manifest.optionalDependencies, ...manifest.peerDependencies, ...manifest.dependencies }
}
