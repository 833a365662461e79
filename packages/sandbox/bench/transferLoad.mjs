// Transfers under load, and the conservation check over what they did. Used by `pnpm bench`
// (10,000 transfers from 50 clients), by the test suite at a size that fits CI, and by the kill -9
// loop (whose server dies under the clients). Only the HTTP interfaces are used: the check holds
// for a sandbox in any process.
import { Agent, request as httpRequest } from 'node:http'
import { hexToBytes, PrivateKey, sha256d, v0ResourceAddressForRri } from '@ledgernet/crypto'

const XRD = 'xrd_dr1qyrs8qwl'
const NATIVE_V0 = v0ResourceAddressForRri(XRD)

/** A keep-alive JSON client over node:http: lean, so that the load process leaves CPU to the server. */
export function jsonClient(maxSockets = 64) {
  const agent = new Agent({ keepAlive: true, maxSockets })
  const post = (url, body, headers = {}) =>
    new Promise((resolve, reject) => {
      const text = JSON.stringify(body)
      const call = httpRequest(
        url,
        {
          agent,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
        },
        (response) => {
          let data = ''
          response.setEncoding('utf8')
          response.on('data', (chunk) => (data += chunk))
          response.on('end', () =>
            resolve({ status: response.statusCode, body: data === '' ? undefined : JSON.parse(data) }),
          )
          response.on('error', reject)
        },
      )
      call.on('error', reject)
      call.end(text)
    })
  return { post, close: () => agent.destroy() }
}

const gatewayHeaders = { 'x-ledger-target-gw-api': '1.0' }

/**
 * Runs `transfers` XRD transfers through the full Gateway flow (build, sign, finalize, submit,
 * status until it leaves PENDING) from `clients` concurrent clients, each sending from account
 * `client % accounts.length` to the next account. `target()` gives the sandbox's current URLs (it
 * may change across restarts); a request that fails at the network level waits for
 * `waitForTarget()` and the client goes on with a new transfer. `onProgress(counts)` follows each
 * outcome. Returns every transaction that
 * got an id (submitted, or perhaps submitted when the server died), which ones the client saw
 * CONFIRMED, and counts.
 */
export async function transferLoad({
  target,
  waitForTarget = async () => {},
  accounts,
  transfers,
  clients,
  pollMs = 5,
  shouldStop = () => false,
  onProgress = () => {},
}) {
  const http = jsonClient(clients)
  const submissions = []
  const reported = new Set()
  const counts = { confirmed: 0, failed: 0, refused: 0, networkErrors: 0 }
  let started = 0
  const keys = accounts.map((account) => PrivateKey.fromHex(account.privateKey))
  const gateway = (path, body) =>
    http.post(`${target().gatewayUrl}${path}`, { network_identifier: { network: 'localnet' }, ...body }, gatewayHeaders)
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

  async function one(client, index) {
    const from = client % accounts.length
    const to = (from + 1 + (index % (accounts.length - 1))) % accounts.length
    const amount = BigInt(1 + (index % 997)) * 10n ** 15n
    let submission
    try {
      const built = await gateway('/transaction/build', {
        actions: [
          {
            type: 'TransferTokens',
            from_account: { address: accounts[from].address },
            to_account: { address: accounts[to].address },
            amount: { value: amount.toString(), token_identifier: { rri: XRD } },
          },
        ],
        fee_payer: { address: accounts[from].address },
      })
      if (built.status !== 200) {
        counts.refused += 1
        return
      }
      const unsigned = built.body.transaction_build.unsigned_transaction
      const signature = keys[from].sign(sha256d(hexToBytes(unsigned))).toDERHex()
      const finalized = await gateway('/transaction/finalize', {
        unsigned_transaction: unsigned,
        signature: { public_key: { hex: accounts[from].publicKey }, bytes: signature },
        submit: false,
      })
      if (finalized.status !== 200) {
        counts.refused += 1
        return
      }
      const hash = finalized.body.transaction_identifier.hash
      submission = { hash, from, to, amount, fee: BigInt(built.body.transaction_build.fee.value) }
      submissions.push(submission)
      const submitted = await gateway('/transaction/submit', { signed_transaction: finalized.body.signed_transaction })
      if (submitted.status !== 200) {
        counts.refused += 1
        return
      }
      for (;;) {
        await sleep(pollMs)
        const status = await gateway('/transaction/status', { transaction_identifier: { hash } })
        const word = status.body?.transaction?.transaction_status?.status
        if (word === 'PENDING') continue
        if (word === 'CONFIRMED') {
          reported.add(hash)
          counts.confirmed += 1
        } else counts.failed += 1
        onProgress(counts)
        return
      }
    } catch (error) {
      if (!isNetworkError(error)) throw error
      counts.networkErrors += 1
      await waitForTarget()
    }
  }

  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (started < transfers && !shouldStop()) await one(client, started++)
    }),
  )
  http.close()
  return { submissions, reported, counts }
}

/** True for an error of the connection (refused, reset, closed): the server died or restarts. */
export function isNetworkError(error) {
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(error?.code) ||
    /socket hang up|other side closed/.test(String(error?.message))
  )
}

/**
 * The conservation check, over HTTP: every submission's final status (Gateway), every account's
 * XRD balance and the XRD supply (Gateway v0). Expected balance = genesis − (amount + fee) of
 * every CONFIRMED transfer it sent + amount of every CONFIRMED transfer it received; supply =
 * genesis supply − the fees of the CONFIRMED transfers = the sum of the balances. `reported`
 * (seen CONFIRMED by a client) must all still be CONFIRMED. `problems` lists every mismatch.
 */
export async function reconcile({ sandbox, submissions, reported = new Set() }) {
  const http = jsonClient(16)
  const accounts = sandbox.accounts
  const problems = []
  const statuses = { CONFIRMED: 0, FAILED: 0, PENDING: 0, notFound: 0 }
  const expected = accounts.map((account) => BigInt(account.balance))
  let supply = expected.reduce((sum, balance) => sum + balance, 0n)
  for (let index = 0; index < submissions.length; index += 64) {
    const batch = submissions.slice(index, index + 64)
    const answers = await Promise.all(
      batch.map((submission) =>
        http.post(
          `${sandbox.gatewayUrl}/transaction/status`,
          { network_identifier: { network: 'localnet' }, transaction_identifier: { hash: submission.hash } },
          gatewayHeaders,
        ),
      ),
    )
    answers.forEach((answer, position) => {
      const submission = batch[position]
      const word = answer.status === 404 ? 'notFound' : answer.body.transaction.transaction_status.status
      statuses[word] += 1
      if (word !== 'CONFIRMED') {
        if (reported.has(submission.hash))
          problems.push(`transaction ${submission.hash} was reported CONFIRMED and is now ${word}`)
        return
      }
      expected[submission.from] -= submission.amount + submission.fee
      expected[submission.to] += submission.amount
      supply -= submission.fee
    })
  }
  let sum = 0n
  for (const [index, account] of accounts.entries()) {
    const { body } = await http.post(`${sandbox.v0Url}/v0/state/component`, { component_address: account.v0Address })
    const vault = body.owned_vaults.find((entry) => entry.resource_address === NATIVE_V0)
    const actual = BigInt(vault?.amount ?? 0)
    sum += actual
    if (actual !== expected[index])
      problems.push(`account ${index} holds ${actual}, the confirmed transactions give ${expected[index]}`)
  }
  const resource = await http.post(`${sandbox.v0Url}/v0/state/resource`, { resource_address: NATIVE_V0 })
  const actualSupply = BigInt(resource.body.manager.total_supply)
  if (actualSupply !== supply)
    problems.push(`the XRD supply is ${actualSupply}, the confirmed transactions give ${supply}`)
  if (actualSupply !== sum) problems.push(`the XRD supply ${actualSupply} is not the sum of the balances ${sum}`)
  http.close()
  return { statuses, supply: actualSupply, sumOfBalances: sum, problems }
}
