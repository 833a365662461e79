import {
  closeWebsockets,
  createNodeRestClient,
  getLivePeers,
  getModules,
  getNetworkConnections,
  getNodeMass,
  getPeers,
  getSystem,
  getUniverse,
  ping,
} from '@ledgernet/node-rest-client'
import { beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { useCheckedSandbox } from '../../../test/support/checkedSandbox.js'
import { failureOf } from '../../../test/support/failureOf.js'
import { type CheckedClients, specCheckedClients } from '../../../test/support/specCheckedClients.js'
import { submitThroughGateway, transferRequest, waitForGatewayStatus } from '../../../test/support/testSandbox.js'
import type { Sandbox } from '../../Sandbox.js'
import { nodeIdOf, serializerOf } from './NodeIdentity.js'

const checked = useCheckedSandbox({ adminCredentials: 'admin:s3cret' })
let sandbox: Sandbox
let clients: CheckedClients

beforeAll(() => {
  sandbox = checked.sandbox()
  clients = checked.clients()
})

const transferOnce = async () => {
  const [alice, bob] = sandbox.accounts
  const { hash } = await submitThroughGateway(sandbox, clients.gateway, 0, transferRequest(alice!, bob!, 1n))
  await waitForGatewayStatus(clients.gateway, hash)
  return hash
}

describe('open methods', () => {
  it('pings with the node clock', async () => {
    const before = Date.now()
    const pong = await ping({ client: clients.node })
    expect(pong.response).toBe('pong')
    expect(pong.timestamp).toBeGreaterThanOrEqual(before)
  })

  it('reports a system record whose figures grow with commits', async () => {
    const before = await getSystem({ client: clients.node })
    expect(before.serializer).toBe(1853760613)
    expect(before.nid).toBe(nodeIdOf(before.key))
    expect(before.memory.total).toBeGreaterThan(0)
    expect(before.port).toBe(sandbox.port)
    const hash = await transferOnce()
    const after = await getSystem({ client: clients.node })
    expect(after.clock).toBe(before.clock + 1)
    expect(after.ledger.stored).toBe(before.ledger.stored + 1)
    expect(after.commitment).not.toBe(before.commitment)
    expect(after.hid).not.toBe(before.hid)
    expect(BigInt(after.ledger.checksum) ^ BigInt(before.ledger.checksum)).toBe(BigInt(`0x${hash.slice(0, 12)}`))
    expect(after.messages.inbound.received).toBeGreaterThan(before.messages.inbound.received)
  })

  it('describes the simulated network: live peers, a seed, the universe', async () => {
    const network = await getNetworkConnections({ client: clients.node })
    const live = await getLivePeers({ client: clients.node })
    const peers = await getPeers({ client: clients.node })
    expect(network.tcp).toEqual(
      live.map((peer) => ({
        ...peer,
        system: { ...peer.system, timestamp: expect.any(Number), planck: expect.any(Number) },
      })),
    )
    expect(live).toHaveLength(2)
    expect(peers).toHaveLength(3)
    expect(peers.filter((peer) => peer.protocols.length === 0 && peer.system === undefined)).toHaveLength(1)
    expect(network.nids).toBe(3)
    const universe = await getUniverse({ client: clients.node })
    expect(universe).toMatchObject({ name: 'localnet', type: 2, magic: -900749929, planck: 60000 })
    const total = sandbox.accounts.reduce((sum, account) => sum + account.balance, 0n)
    expect(universe.genesis[0]).toMatchObject({
      type: 'TokenDefinition',
      rri: 'xrd_dr1qyrs8qwl',
      supply: total.toString(),
    })
    expect(universe.genesis.slice(1).map((entry) => (entry as { account: string }).account)).toEqual(
      sandbox.accounts.map((account) => account.address),
    )
  })
})

describe('restricted methods', () => {
  it('answer with the right credentials', async () => {
    const mass = await getNodeMass({ client: clients.node })
    expect(mass.map((record) => record.nid.value)).toEqual([...mass.map((record) => record.nid.value)].sort())
    expect(mass[0]!.serializer).toBe(serializerOf('mass.node_mass'))
    expect(mass[0]!.interval).toBe(Math.floor(mass[0]!.planck / 60))
    expect((await getModules({ client: clients.node })).map((module) => module.name)).toContain('websockets')
  })

  it('refuse missing or wrong credentials with 401 and WWW-Authenticate, never echoing them', async () => {
    const checked = specCheckedClients(sandbox)
    const anonymous = createNodeRestClient({ baseUrl: sandbox.nodeUrl, retry: false })
    const missing = await failureOf(getModules({ client: anonymous }))
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toMatch(/^Basic realm="ledgernet node"/)
    const wrong = createNodeRestClient({
      baseUrl: sandbox.nodeUrl,
      credentials: { username: 'admin', password: 's3creT' },
      retry: false,
    })
    const refused = await failureOf(getNodeMass({ client: wrong }))
    expect(refused.status).toBe(401)
    expect(JSON.stringify(refused.body)).not.toContain('s3creT')
    expect((await failureOf(closeWebsockets({ client: wrong }))).status).toBe(401)
    const inUrl = createNodeRestClient({
      baseUrl: sandbox.nodeUrl.replace('http://', 'http://admin:s3cret@'),
      retry: false,
    })
    expect((await getModules({ client: inUrl })).length).toBe(5)
    checked.expectConforming()
  })

  it('closes real websockets and counts them', async () => {
    const events: unknown[] = []
    const sockets = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(sandbox.feedUrl)
            socket.on('message', (data) => events.push(JSON.parse(String(data))))
            socket.once('open', () => resolve(socket))
            socket.once('error', reject)
          }),
      ),
    )
    const hash = await transferOnce()
    for (
      const started = Date.now();
      !events.some((event) => (event as { id?: string }).id === hash);
      await new Promise((resolve) => setTimeout(resolve, 5))
    )
      if (Date.now() - started > 5000) throw new Error('the feed did not announce the transaction')
    expect(events).toContainEqual(expect.objectContaining({ type: 'hello', network: 'localnet' }))
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'transaction', interface: 'gateway', id: hash, status: 'CONFIRMED' }),
    )
    const closing = sockets.map(
      (socket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code))),
    )
    expect((await closeWebsockets({ client: clients.node })).headers.get('x-closed-websockets')).toBe('2')
    expect(await Promise.all(closing)).toEqual([1001, 1001])
    expect((await closeWebsockets({ client: clients.node })).headers.get('x-closed-websockets')).toBe('0')
  })
})

describe('paths and verbs', () => {
  it('answers a wrong verb with 405 and Allow, an unknown path with 404', async () => {
    const post = await fetch(`${sandbox.nodeUrl}/api/ping`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET')
    expect(await post.json()).toEqual({ code: 405, message: 'POST is not allowed on /api/ping; allowed: GET' })
    const get = await fetch(`${sandbox.nodeUrl}/api/system/modules/api/websockets`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('DELETE')
    const unknown = await fetch(`${sandbox.nodeUrl}/api/atoms`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ code: 404, message: 'no such path: GET /api/atoms' })
  })
})
