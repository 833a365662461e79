// Written by tooling/scripts/package-tags.mjs from package.json (`pnpm version-packages` runs it).

/**
 * The git tag of this release of the package, as changesets tags it (`<name>@<version>`): the
 * `docsUrl` of its errors points at docs/errors.md as it is in this release.
 *
 * @example
 * packageTag // '@ledgernet/specs@0.1.0'
 */
export const packageTag = '@ledgernet/specs@0.1.0'
