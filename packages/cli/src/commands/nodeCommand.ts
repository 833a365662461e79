import { parseRri } from '@ledgernet/crypto'
import type { Command } from 'commander'
import { formatRecord } from '../output/formatRecord.js'
import { formatTable } from '../output/formatTable.js'
import { formatTokens } from '../output/formatTokens.js'
import type { BindAction } from './CommandAction.js'

/**
 * `ledgernet node …`: the node REST API — `ping`, `system`, `network`, `peers` (`--live`),
 * `universe`, and the Basic-auth `mass`, `modules`, `close-websockets` (credentials from `--admin`,
 * `LEDGERNET_ADMIN` or the node URL).
 *
 * @example
 * registerNodeCommand(program, bind) // ledgernet node ping
 */
export function registerNodeCommand(program: Command, bind: BindAction): void {
  const node = program
    .command('node')
    .description('read a node’s status over its REST API (/api); mass, modules and close-websockets need --admin')

  node
    .command('ping')
    .description('check that the node answers (GET /api/ping)')
    .action(
      bind(async (context) => {
        const started = performance.now()
        const pong = await (await import('@ledgernet/node-rest-client')).ping({ client: await context.node() })
        const ms = performance.now() - started
        context.terminal.result({ ...pong, roundTripMs: Math.round(ms) }, () => [
          `${pong.response} from ${context.endpoints().node} in ${ms.toFixed(0)} ms (node time ${new Date(pong.timestamp).toISOString()})`,
        ])
      }),
    )

  node
    .command('system')
    .description('the node’s system record: agent, clock, commitment, ledger and message counters (GET /api/system)')
    .action(
      bind(async (context) => {
        const system = await (await import('@ledgernet/node-rest-client')).getSystem({ client: await context.node() })
        context.terminal.result(system, () => formatRecord(system))
      }),
    )

  node
    .command('network')
    .description('the node’s network view: TCP and UDP peers and the count of node ids (GET /api/network)')
    .action(
      bind(async (context) => {
        const network = await (await import('@ledgernet/node-rest-client')).getNetworkConnections({
          client: await context.node(),
        })
        context.terminal.result(network, () => formatRecord(network))
      }),
    )

  node
    .command('peers')
    .description('the peers the node knows (GET /api/network/peers), or with --live those still connected')
    .option('--live', 'only peers still seen connected (GET /api/network/peers/live)')
    .action(
      bind<{ live?: boolean }>(async (context, _args, options) => {
        const peers = options.live
          ? await (await import('@ledgernet/node-rest-client')).getLivePeers({ client: await context.node() })
          : await (await import('@ledgernet/node-rest-client')).getPeers({ client: await context.node() })
        context.terminal.result(peers, () =>
          peers.length === 0
            ? [options.live ? 'No live peers.' : 'No peers.']
            : formatTable(
                ['host', 'protocols', 'node id', 'agent', 'clock'],
                peers.map((peer) => [
                  hostPort(String(peer.host.ip), peer.host.port),
                  peer.protocols.join(',') || '-',
                  peer.system?.nid ?? '-',
                  peer.system ? `${peer.system.agent.name} ${peer.system.agent.version}` : '-',
                  peer.system ? String(peer.system.clock) : '-',
                ]),
              ),
        )
      }),
    )

  node
    .command('universe')
    .description('the universe the node runs in: its name, type, clock period and genesis (GET /api/universe)')
    .action(
      bind(async (context) => {
        const universe = await (await import('@ledgernet/node-rest-client')).getUniverse({
          client: await context.node(),
        })
        const types = ['production', 'test', 'development']
        context.terminal.result(universe, () => [
          `${universe.name} — ${universe.description}`,
          `type ${types[universe.type] ?? universe.type}, planck ${universe.planck} ms, port ${universe.port}, magic ${universe.magic}, created ${new Date(universe.timestamp).toISOString()}`,
          `creator ${universe.creator}`,
          '',
          'genesis:',
          ...formatTable(
            ['entry', 'token', 'account', 'amount'],
            universe.genesis.map((entry) =>
              entry.type === 'TokenDefinition'
                ? [
                    'token',
                    entry.rri,
                    '-',
                    `${formatTokens(entry.supply, entry.symbol)} (${entry.is_supply_mutable ? 'mutable' : 'fixed'} supply)`,
                  ]
                : ['allocation', entry.rri, entry.account, formatTokens(entry.amount, parseRri(entry.rri).symbol)],
            ),
            { indent: '  ', alignRight: [3] },
          ),
        ])
      }),
    )

  node
    .command('mass')
    .description('the node mass records (GET /api/graph/node/mass; needs --admin)')
    .action(
      bind(async (context) => {
        const mass = await (await import('@ledgernet/node-rest-client')).getNodeMass({ client: await context.node() })
        context.terminal.result(mass, () =>
          mass.length === 0
            ? ['No mass records.']
            : formatTable(
                ['node id', 'interval', 'planck', 'mass'],
                mass.map((record) => [
                  record.nid.value,
                  String(record.interval),
                  String(record.planck),
                  String(record.mass),
                ]),
                { alignRight: [1, 2, 3] },
              ),
        )
      }),
    )

  node
    .command('modules')
    .description('the modules running in the node (GET /api/system/modules; needs --admin)')
    .action(
      bind(async (context) => {
        const modules = await (await import('@ledgernet/node-rest-client')).getModules({ client: await context.node() })
        context.terminal.result(modules, () =>
          formatTable(
            ['uid', 'name'],
            modules.map((module) => [String(module.uid), module.name]),
            { alignRight: [0] },
          ),
        )
      }),
    )

  node
    .command('close-websockets')
    .description('close every open websocket of the node (DELETE /api/system/modules/api/websockets; needs --admin)')
    .action(
      bind(async (context) => {
        const { headers } = await (await import('@ledgernet/node-rest-client')).closeWebsockets({
          client: await context.node(),
        })
        const closed = Number(headers.get('x-closed-websockets'))
        context.terminal.result({ closed }, () => [`Closed ${closed} websocket${closed === 1 ? '' : 's'}.`])
      }),
    )
}

/** `127.0.0.1:30001`, `[::1]:30003`. */
function hostPort(ip: string, port: number): string {
  return `${ip.includes(':') ? `[${ip}]` : ip}:${port}`
}
