/**
 * Where the HTTP sandbox serves its websocket feed of transaction outcomes.
 *
 * @example
 * new WebSocket(`ws://127.0.0.1:8080${TRANSACTION_FEED_PATH}`)
 */
export const TRANSACTION_FEED_PATH = '/api/websocket'
