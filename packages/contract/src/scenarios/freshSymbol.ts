import { deriveTokenRri, v0ResourceAddressForRri } from '@ledgernet/crypto'
import { ContractStepError } from './ContractStepError.js'
import { fieldOf } from './expectValue.js'
import type { ScenarioContext } from './ScenarioContext.js'

/** How many of the seed's symbols a run looks through at most (2^20: a run a minute for two years). */
const generations = 2 ** 20

/**
 * A token symbol for the scenario to create: the first of the seed's symbols (`ct` and 10 hex
 * characters drawn from the seed and a generation number 0, 1, 2, …) whose token the ledger does
 * not know yet. Against a fresh server that is generation 0, so the same seed sends the same
 * requests; against one where earlier runs with the seed created tokens, the next free one, so the
 * creation is never refused as a repeat. The ledger is asked by `/v0/resource` (a 404: free) or,
 * without v0, by building the creation through the Gateway API (refused `TOKEN_ALREADY_EXISTS`:
 * taken) — reads only, nothing is signed. Generations are probed 0, 1, 3, 7, … and then halved,
 * so a thousand earlier runs cost about twenty reads.
 *
 * @example
 * const { symbol, rri, generation } = await freshSymbol(context)
 */
export async function freshSymbol(
  context: ScenarioContext,
): Promise<{ symbol: string; rri: string; generation: number }> {
  // Each generation's symbol is drawn once (a label drawn again gives the next value).
  const symbols = new Map<number, string>()
  const symbolOf = (generation: number) => {
    if (!symbols.has(generation))
      symbols.set(generation, `ct${context.random.hex(`gateway-token symbol ${generation}`, 5)}`)
    return symbols.get(generation)!
  }
  const known = async (generation: number) => {
    const symbol = symbolOf(generation)
    return tokenExists(context, symbol, deriveTokenRri(context.key.publicKey, symbol, context.network))
  }
  let free = 0
  if (await known(0)) {
    // The last taken and the first free generation bracket the answer: double, then halve.
    let taken = 0
    free = 1
    while (await known(free)) {
      taken = free
      free = free * 2 + 1
      if (free >= generations)
        throw new ContractStepError([
          {
            operation: 'gateway.buildTransaction',
            path: '',
            message: `the seed's first ${generations} token symbols are all taken: use another seed`,
          },
        ])
    }
    while (free - taken > 1) {
      const middle = Math.floor((taken + free) / 2)
      if (await known(middle)) taken = middle
      else free = middle
    }
  }
  const symbol = symbolOf(free)
  return { symbol, rri: deriveTokenRri(context.key.publicKey, symbol, context.network), generation: free }
}

async function tokenExists(context: ScenarioContext, symbol: string, rri: string): Promise<boolean> {
  if (context.interfaces.v0) {
    const operation = 'gateway-v0.getResource'
    const answer = await context.caller.http('gateway-v0', 'getResource', {
      resource_address: v0ResourceAddressForRri(rri),
    })
    context.recorder.assertClean()
    if (answer.status === 200) return true
    if (answer.status === 404) return false
    throw new ContractStepError([
      {
        operation,
        path: '/status',
        message: `a resource is known (200) or not (404), got HTTP ${answer.status}`,
        expected: [200, 404],
        seen: answer.status,
      },
    ])
  }
  const operation = 'gateway.buildTransaction'
  const { account, network } = context
  const answer = await context.caller.http('gateway', 'buildTransaction', {
    network_identifier: { network: network.name },
    actions: [
      {
        type: 'CreateTokenDefinition',
        token_properties: {
          symbol,
          name: 'ledgernet contract token',
          description: '',
          icon_url: '',
          url: '',
          is_supply_mutable: true,
          granularity: '1',
          owner: { address: account.address },
        },
        token_supply: { value: '0', token_identifier: { rri } },
      },
    ],
    fee_payer: { address: account.address },
  })
  context.recorder.assertClean()
  if (answer.status === 200) return false
  if (fieldOf(answer.body, 'details', 'reason') === 'TOKEN_ALREADY_EXISTS') return true
  throw new ContractStepError([
    {
      operation,
      path: '/status',
      message: `building the creation of a token must succeed, or be refused TOKEN_ALREADY_EXISTS when it exists: got HTTP ${answer.status}`,
      expected: [200],
      seen: answer.status,
    },
  ])
}
