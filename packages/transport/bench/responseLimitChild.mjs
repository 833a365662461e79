// One measurement of responseLimit.mjs, in a fresh process: asks `TARGET` through the transport
// (`PATH_KIND`: Node's own client, the global fetch, a custom fetch) with `LIMIT` bytes as its
// response size limit, sampling the process's memory every 2 ms while the body comes, and prints
// the error it ended with and the peaks above the baseline, in bytes, as one JSON line.
const { createHttpTransport } = await import('@ledgernet/transport')

const { TARGET, PATH_KIND, LIMIT } = process.env
const limit = Number(LIMIT)
const nativeFetch = globalThis.fetch
const options = { baseUrl: TARGET, maxResponseSize: limit, timeout: 60_000, retry: false }
if (PATH_KIND === 'custom') options.fetch = (input, init) => nativeFetch(input, init)
// Not Node's own fetch any more: the transport steps aside for it, as it does for MSW or nock.
if (PATH_KIND === 'global') globalThis.fetch = (input, init) => nativeFetch(input, init)
const transport = createHttpTransport(options)
// Warm the path (modules, a first connection) on a small answer, then measure from a settled heap.
await transport.request({ operationId: 'warm', method: 'GET', path: '/small', retrySafe: true })
globalThis.gc()
const usage = () => {
  // `external` includes the array buffers (Node's Buffers among them).
  const { rss, heapUsed, external } = process.memoryUsage()
  return { rss, js: heapUsed + external }
}
const baseline = usage()
const peak = { ...baseline }
const sampler = setInterval(() => {
  const now = usage()
  peak.rss = Math.max(peak.rss, now.rss)
  peak.js = Math.max(peak.js, now.js)
}, 2)
const started = performance.now()
const error = await transport
  .request({ operationId: 'read', method: 'GET', path: process.env.ROUTE ?? '/endless', retrySafe: true })
  .then(
    () => undefined,
    (thrown) => thrown,
  )
const elapsed = performance.now() - started
clearInterval(sampler)
const end = usage()
peak.rss = Math.max(peak.rss, end.rss)
peak.js = Math.max(peak.js, end.js)
// Twice, a moment apart: external memory is freed by the second, once the sockets are closed.
globalThis.gc()
await new Promise((resolve) => setTimeout(resolve, 50))
globalThis.gc()
const after = usage()
console.log(
  JSON.stringify({
    error: error && { name: error.name, reason: error.reason, limit: error.limit, size: error.size },
    ms: elapsed,
    rss: peak.rss - baseline.rss,
    js: peak.js - baseline.js,
    retained: after.js - baseline.js,
  }),
)
