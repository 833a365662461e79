export * from './api.js'
export { sha256dAsync } from './sha256dAsync.js'
export { verifySha256 } from './verifySha256.js'
