// Splits a V8 CPU profile's busy samples by what the code is doing: each sample goes to the
// innermost frame on its stack that one of the rules names (so a hash inside the signer counts
// as signing), garbage collection to its own line, anything no rule names to "other". Idle
// samples, the profiler's own work and socket writes (see below) are left out.

/** [name, pattern] in the order they are tried on each frame (URL and function name). */
const rules = {
  client: [
    ['elliptic curve: sign, check the signature', /ecdsa|secp256k1|signChecked|signatureRecovery|recoveryId/],
    ['hashing: payload and id (SHA-256d)', /sha256|crypto\/util|crypto\/hash|digest/],
    ['HTTP client: fetch or node:http, sockets', /undici|nodeFetch|_http_|node:net|webstreams|streams\/|fetch/],
    ['transport: headers, time limits, JSON', /transport\/dist|JSON/],
    ['flows: decode, compare, encode; addresses', /flows\/dist|transaction\/dist|crypto\/dist|@scure|gateway-client/],
  ],
  server: [
    ['signature check (libsecp256k1 recovery)', /ecdsaRecover|secp256k1|transactionSignature|recoveryOf/],
    ['HTTP server: node:http, sockets', /_http_|node:net|streams\/|readRequestBody|createSandboxServer/],
    ['request validation (the specs)', /requestValidators|openApiValidatorFrom|openRpcValidatorFrom|precompiled/],
    ['ledger, handlers, codec, JSON', /sandbox\/dist|transaction\/dist|crypto\/dist|@scure|JSON/],
  ],
}

/**
 * The shares (0–1) of `profile`'s busy time, by rule, largest first.
 *
 * @param {{ nodes: Array<{ id: number, callFrame: { url: string, functionName: string }, children?: number[] }>, samples: number[], timeDeltas: number[] }} profile
 * @param {'client' | 'server'} side
 * @returns {Array<[string, number]>}
 */
export function attribute(profile, side) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const tally = new Map()
  let busy = 0
  for (let index = 0; index < profile.samples.length; index++) {
    const leaf = byId.get(profile.samples[index]).callFrame
    // Idle time; the in-process inspector's own message dispatch (the profiler at work); and time
    // inside a socket write, which on loopback wakes the peer: the samples land there while the
    // peer runs on the CPU, so they are waiting, not this process's CPU.
    if (
      leaf.url === '' &&
      (leaf.functionName === '(idle)' || leaf.functionName === 'dispatch' || leaf.functionName === 'writev')
    )
      continue
    const time = profile.timeDeltas[index] ?? 0
    busy += time
    let name = leaf.functionName === '(garbage collector)' ? 'garbage collection' : undefined
    for (let id = profile.samples[index]; name === undefined && id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id).callFrame
      name = rules[side].find(([, pattern]) => pattern.test(`${frame.url} ${frame.functionName}`))?.[0]
    }
    name ??= 'other (event loop, promises, timers)'
    tally.set(name, (tally.get(name) ?? 0) + time)
  }
  return [...tally].map(([name, time]) => [name, time / busy]).sort((a, b) => b[1] - a[1])
}
