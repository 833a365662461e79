/**
 * One thing that runs differently per runtime: which package chooses it (through its `node`
 * export or import condition, which Node, Deno and Bun load and browsers do not), what runs in
 * each face, and the files of its Node face. Both faces give the same answers, byte for byte;
 * the test named beside each holds them to it.
 *
 * @example
 * const face: RuntimeFace = runtimeFaces[0]
 */
export type RuntimeFace = {
  /** The function, module or entry that has two faces. */
  readonly name: string
  /** The package whose condition chooses the face. */
  readonly package: string
  /** Browsers and any runtime without the `node` condition. */
  readonly portable: string
  /** Node, Deno and Bun (the `node` condition). */
  readonly node: string
  /** Where Deno or Bun differ from Node inside the Node face, if anywhere. */
  readonly runtimes?: string
  /** The Node face's source files, from the repository's root. */
  readonly files: readonly string[]
  /** The test that holds both faces to the same answers. */
  readonly test: string
}

/**
 * Everything that differs per runtime in the ledgernet packages, in one list: the docs' table
 * ("Browser safety and runtimes" in docs/architecture.md) is this list, and a test fails when a
 * `*.node.ts` file of any package is not in it.
 *
 * @example
 * runtimeFaces.map((face) => face.name) // ['libsecp256k1', 'digests', …]
 */
export const runtimeFaces: readonly RuntimeFace[] = [
  {
    name: 'libsecp256k1',
    package: '@ledgernet/platform',
    portable: 'none (callers run noble)',
    node: 'libsecp256k1, loaded with the first curve operation: the `secp256k1` addon where the application installed it, else its WebAssembly build (tiny-secp256k1)',
    files: ['packages/platform/src/libsecp256k1.node.ts', 'packages/platform/src/index.node.ts'],
    test: 'packages/crypto/src/platform/differential.test.ts',
  },
  {
    name: 'digests',
    package: '@ledgernet/platform',
    portable: 'none (callers run @noble/hashes or Web Crypto)',
    node: "OpenSSL's one-shot hash (node:crypto)",
    runtimes: 'Bun: BoringSSL',
    files: ['packages/platform/src/nativeDigests.node.ts', 'packages/platform/src/nodeBuiltin.node.ts'],
    test: 'packages/crypto/src/platform/differential.test.ts',
  },
  {
    name: 'hex',
    package: '@ledgernet/platform',
    portable: "none (callers run noble's codec)",
    node: "Buffer's codec",
    files: ['packages/platform/src/nativeHex.node.ts'],
    test: 'packages/crypto/src/platform/differential.test.ts',
  },
  {
    name: 'host',
    package: '@ledgernet/platform',
    portable: 'navigator.hardwareConcurrency, performance.memory, crypto.getRandomValues; no CPU clock',
    node: 'os.availableParallelism, process.memoryUsage, v8 heap limit, process.cpuUsage, randomFillSync',
    files: ['packages/platform/src/host.node.ts'],
    test: 'packages/platform/src/host.test.ts',
  },
  {
    name: '#ecdsa (keys, signatures, recovery; verifyPayload and verifySha256 on top)',
    package: '@ledgernet/crypto',
    portable: '@noble/secp256k1',
    node: 'libsecp256k1 (the platform face above), the payload reduced mod n for the nonce as RFC 6979 does',
    files: ['packages/crypto/src/platform/ecdsa.node.ts'],
    test: 'packages/crypto/src/platform/differential.test.ts',
  },
  {
    name: '#sha256 (sha256, sha256d)',
    package: '@ledgernet/crypto',
    portable: '@noble/hashes',
    node: 'the platform digests',
    files: ['packages/crypto/src/hashes/sha256.node.ts'],
    test: 'packages/crypto/src/platform/differential.test.ts',
  },
  {
    name: 'sha256dAsync',
    package: '@ledgernet/crypto',
    portable: "Web Crypto's digest",
    node: 'the platform digests (Web Crypto runs each digest on a thread pool: ~80 µs against ~2)',
    files: ['packages/crypto/src/hashes/sha256dAsync.node.ts', 'packages/crypto/src/index.node.ts'],
    test: 'packages/crypto/src/platform/differential.test.ts',
  },
  {
    name: '#hexCodec (bytesToHex, hexToBytes)',
    package: '@ledgernet/crypto',
    portable: "@noble/secp256k1's codec",
    node: 'the platform hex',
    files: ['packages/crypto/src/platform/hexCodec.node.ts'],
    test: 'packages/crypto/src/platform/differential.test.ts',
  },
  {
    name: '#bech32 (encode, decode)',
    package: '@ledgernet/crypto',
    portable: '@scure/base',
    node: '@scure/base, the last 256 strings remembered',
    files: ['packages/crypto/src/platform/bech32.node.ts'],
    test: 'packages/crypto/src/platform/differential.test.ts',
  },
  {
    name: 'nodeClientStandsIn (@ledgernet/platform/http)',
    package: '@ledgernet/platform',
    portable: 'false: the global fetch',
    node: "true while a request through the global fetch would go straight to the network as Node's client sends it (no MSW, nock, double, proxy or mock dispatcher, interceptor or tracing)",
    runtimes: "Deno and Bun: false (their fetch is not Node's)",
    files: ['packages/platform/src/nodeClientStandsIn.node.ts'],
    test: 'packages/transport/src/nodeClientStandsIn.node.test.ts',
  },
  {
    name: 'createHttpTransport',
    package: '@ledgernet/transport',
    portable: 'fetch',
    node: "Node's HTTP client (node:http) where nodeClientStandsIn says it may; the global fetch otherwise",
    runtimes: 'Deno and Bun: their fetch',
    files: [
      'packages/transport/src/createHttpTransport.node.ts',
      'packages/transport/src/index.node.ts',
      'packages/transport/src/nodeFetch.node.ts',
    ],
    test: 'packages/transport/src/nodeFetch.node.test.ts',
  },
  {
    name: 'sandbox entry (startSandbox, useSandbox with http, the command line)',
    package: '@ledgernet/sandbox',
    portable: 'createMemorySandbox; the Node-only calls throw NEEDS_NODE',
    node: 'the HTTP server, websocket feed, journal and bin of src/node/ besides the in-memory sandbox',
    runtimes: 'Deno and Bun serve the in-memory sandbox with Deno.serve / Bun.serve',
    files: ['packages/sandbox/src/index.node.ts'],
    test: 'packages/sandbox/test/oneDispatchPath.test.ts',
  },
]
