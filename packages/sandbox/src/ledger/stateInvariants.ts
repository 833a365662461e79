import type { StateLayer } from './StateLayer.js'

const MAX_U256 = (1n << 256n) - 1n

/**
 * What is wrong with a committed state (a root `StateLayer`), if anything: for every resource,
 * the total supply is at most 2^256 − 1 and equals the sum of the balances (fungible) or the
 * number of live units, each in its holder's vault (non-fungible); every balance is from 0 to
 * 2^256 − 1 and of a fungible resource the state lists. The one check behind
 * `Ledger.invariantProblems` (after every control, at start) and `readStateDocument` (before a
 * state is loaded).
 *
 * @example
 * const problems = stateInvariantProblems(ledger.state)
 * if (problems.length > 0) throw new Error(problems.join('; '))
 */
export function stateInvariantProblems(state: StateLayer): string[] {
  const problems: string[] = []
  const sums = new Map<string, bigint>()
  for (const [account, resource, balance] of state.balances()) {
    if (balance < 0n) problems.push(`account ${account} holds a negative balance ${balance} of ${resource}`)
    if (balance > MAX_U256) problems.push(`account ${account} holds more than 2^256 − 1 of ${resource}`)
    sums.set(resource, (sums.get(resource) ?? 0n) + balance)
  }
  const live = new Map<string, bigint>()
  for (const [resource, unit] of state.units()) {
    if (unit.deleted) continue
    live.set(resource, (live.get(resource) ?? 0n) + 1n)
    const held = state.holdings(unit.holder).get(resource)
    if (!(held instanceof Set) || !held.has(unit.idHex))
      problems.push(`unit ${unit.idHex} of ${resource} is missing from its holder's vault`)
  }
  for (const resource of state.resources()) {
    const name = resource.kind === 'fungible' ? resource.rri : resource.id
    const supply = state.supply(resource.id)
    if (supply > MAX_U256) problems.push(`${name}: total supply ${supply} is above 2^256 − 1`)
    const counted = (resource.kind === 'fungible' ? sums : live).get(resource.id) ?? 0n
    if (supply !== counted)
      problems.push(
        `${name}: total supply ${supply} but the ${resource.kind === 'fungible' ? 'balances add up to' : 'live units number'} ${counted}`,
      )
  }
  for (const resource of sums.keys()) {
    const found = state.resource(resource)
    if (!found) problems.push(`balances of an unknown resource ${resource}`)
    else if (found.kind !== 'fungible') problems.push(`balances of the non-fungible resource ${resource}`)
  }
  return problems
}

/**
 * What is wrong with a ledger's clock, if anything: its version, epoch and round are safe
 * integers, 0 or more, and every version since the first it knows has its entry in the history
 * (one per committed transaction: versions count up by one).
 *
 * @example
 * clockInvariantProblems({ version: 3, epoch: 0, round: 3, historyBase: 0, historyLength: 4 }) // []
 */
export function clockInvariantProblems(clock: {
  version: number
  epoch: number
  round: number
  historyBase: number
  historyLength: number
}): string[] {
  const problems: string[] = []
  for (const field of ['version', 'epoch', 'round'] as const)
    if (!Number.isSafeInteger(clock[field]) || clock[field] < 0)
      problems.push(`the ${field} ${clock[field]} is not a safe integer of 0 or more`)
  if (clock.historyBase + clock.historyLength - 1 !== clock.version)
    problems.push(
      `the version is ${clock.version} but the history counts ${clock.historyLength - 1} versions since ${clock.historyBase}`,
    )
  return problems
}
