export { sha256dAsync } from './hashes/sha256dAsync.js'
export * from './packageExports.js'
