export * from './api.js'
export { verifySha256 } from './verifySha256.js'
