// Node entry point (the package's `node` export condition): the same API, with a transport whose
// default fetch is Node's own HTTP client (`nodeFetch`). A name exported here shadows the one
// `export *` brings, so the list of names is written once, in index.ts.
export { createHttpTransport } from './createHttpTransport.node.js'
export * from './index.js'
