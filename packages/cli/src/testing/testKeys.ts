/** Basic credentials of the shared sandbox's restricted node endpoints. */
export const ADMIN = { username: 'admin', password: 'adm1n-pa55' }

/**
 * Keys of our own (not development keys) that the shared sandbox funds. The test key must never
 * appear in anything the CLI prints.
 */
export const SECRET_KEY = '5f0c1e1e9a4b7c3d2e1f00112233445566778899aabbccddeeff001122334455'
export const STRANGER_KEY = '1f0c1e1e9a4b7c3d2e1f00112233445566778899aabbccddeeff00112233aa77'
export const POOR_KEY = '2f0c1e1e9a4b7c3d2e1f00112233445566778899aabbccddeeff00112233aa77'
