// A child process of nodeClientStandsIn.node.test.ts: sets up one of the tools a Node user routes or
// mocks HTTP with (`SETUP.tool`), before or after `@ledgernet/transport` loads (`SETUP.when`), asks
// `SETUP.target`'s /api/ping through the transport and/or through the global fetch (`SETUP.ask`),
// and prints the answers as one JSON line. The built package is loaded by its name, as a user's
// code loads it.
const { tool, when, target, proxy, ask = ['transport', 'fetch'] } = JSON.parse(process.env.SETUP ?? '{}')
const ping = `${target}/api/ping`

const setUp = {
  async msw() {
    const { setupServer } = await import('msw/node')
    const { http, HttpResponse } = await import('msw')
    setupServer(http.get(ping, () => HttpResponse.json({ mocked: 'msw' }))).listen({ onUnhandledRequest: 'bypass' })
  },
  async nock() {
    const { default: nock } = await import('nock')
    nock(target).get('/api/ping').times(2).reply(200, { mocked: 'nock' })
  },
  async mockAgent() {
    const { MockAgent, setGlobalDispatcher } = await import('undici')
    const agent = new MockAgent()
    agent.disableNetConnect()
    agent.get(target).intercept({ path: '/api/ping', method: 'GET' }).reply(200, { mocked: 'MockAgent' }).times(2)
    setGlobalDispatcher(agent)
  },
  async proxyAgent() {
    const { ProxyAgent, setGlobalDispatcher } = await import('undici')
    setGlobalDispatcher(new ProxyAgent(proxy))
  },
  async envHttpProxyAgent() {
    const { EnvHttpProxyAgent, setGlobalDispatcher } = await import('undici')
    setGlobalDispatcher(new EnvHttpProxyAgent())
  },
  async nothing() {},
}

if (when === 'before') await setUp[tool]()
const { createHttpTransport } = await import('@ledgernet/transport')
if (when === 'after') await setUp[tool]()
const transport = createHttpTransport({ baseUrl: target, retry: false })
const answers = {}
if (ask.includes('transport'))
  answers.viaTransport = await transport
    .request({ operationId: 'ping', method: 'GET', path: '/api/ping', retrySafe: true })
    .catch((error) => ({ error: error.message }))
if (ask.includes('fetch'))
  answers.viaFetch = await fetch(ping)
    .then((response) => response.json())
    .catch((error) => ({ error: error.message }))
console.log(JSON.stringify(answers))
