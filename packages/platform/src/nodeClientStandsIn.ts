/**
 * Whether Node's own HTTP client may stand in for the global fetch for a request to `url`: never in
 * this portable face (browsers and other runtimes have no Node client; `@ledgernet/transport` uses
 * the global fetch). The `node` face answers it for Node, Deno and Bun — see `nodeClientStandsIn.node.ts`.
 *
 * @example
 * nodeClientStandsIn('https://gateway.example') // false in a browser
 */
export function nodeClientStandsIn(_url: string): boolean {
  return false
}
