export * from './packageExports.js'
export { sha256dAsync } from './hashes/sha256dAsync.js'
