export type { ExampleAnswer, ExampleServer, RecordedRequest } from './ExampleServer.js'
export { errorBodyFromExample } from './errorBodyFromExample.js'
export type { ExampleServerOptions } from './startExampleServer.js'
export { startExampleServer } from './startExampleServer.js'
