// Spawn → first answer, in turn for the three: a bare `node -e 0` (spawn → exit: Node's own start,
// the floor a Node program can reach), the `ledgernet-sandbox` bin (spawn → its banner names the
// port → the answer to a Gateway API `POST /network/configuration`), anvil (spawn → "Listening on"
// → the answer to `eth_chainId`). Each server gets a free port chosen here, as a user would pass
// one, so that both are asked the same way.
import { execFileSync, spawn } from 'node:child_process'
import { request } from 'node:http'
import { freePort } from './freePort.mjs'

// The README's transfer, as its first request: development account 0 sends 2.5 XRD to account 1.
const FIRST_BUILD = {
  network_identifier: { network: 'localnet' },
  actions: [
    {
      type: 'TransferTokens',
      from_account: { address: 'ddx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g3rt6md' },
      to_account: { address: 'ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6' },
      amount: { value: '2500000000000000000', token_identifier: { rri: 'xrd_dr1qyrs8qwl' } },
    },
  ],
  fee_payer: { address: 'ddx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g3rt6md' },
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** POST `body` as JSON to 127.0.0.1:port/path (a fresh connection, as a first client makes); resolves on the answer's end. */
function post(port, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body)
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
      },
      (response) => {
        let data = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (data += chunk))
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(data)
            : reject(new Error(`${path}: HTTP ${response.statusCode} ${data}`)),
        )
      },
    )
    call.once('error', reject)
    call.end(text)
  })
}

/**
 * Milliseconds from spawning `command` until `ready` matches its stdout and then `ask()` has its
 * answer (or, without `ready`, until the process exits). The process is then stopped.
 */
function timeToAnswer(command, args, ready, ask) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    child.once('error', reject)
    if (!ready) {
      child.once('exit', (code) =>
        code === 0 ? resolve(performance.now() - started) : reject(new Error(`${command} exited ${code}`)),
      )
      return
    }
    let out = ''
    let asked = false
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk) => {
      out += chunk
      if (asked || !ready.test(out)) return
      asked = true
      ask().then(
        (answer) => {
          const elapsed = performance.now() - started
          child.once('exit', () => resolve({ elapsed, answer }))
          child.kill('SIGKILL')
        },
        (error) => {
          child.kill('SIGKILL')
          reject(error)
        },
      )
    })
    child.once('exit', (code) => {
      if (!asked) reject(new Error(`${command} exited (${code}) before it was ready:\n${out}`))
    })
  })
}

/**
 * The three cold starts, `runs` times each, in turn (the order rotates each round). Medians in ms.
 *
 * @param {{ runs: number, anvil: string, sandboxBin: string }} options
 */
export async function coldStarts({ runs, anvil, sandboxBin }) {
  const contenders = {
    node: () => timeToAnswer(process.execPath, ['-e', '0']),
    sandbox: async () => {
      const port = await freePort()
      const { elapsed, answer } = await timeToAnswer(
        process.execPath,
        [sandboxBin, '--port', String(port)],
        /Press Ctrl-C/,
        () => post(port, '/transaction/build', FIRST_BUILD, { 'x-ledger-target-gw-api': '1.0' }),
      )
      if (!answer.includes('payload_to_sign')) throw new Error(`the sandbox answered ${answer}`)
      return elapsed
    },
    anvil: async () => {
      const port = await freePort()
      const { elapsed, answer } = await timeToAnswer(anvil, ['--port', String(port)], /Listening on/, () =>
        post(port, '/', { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      )
      if (!answer.includes('0x7a69')) throw new Error(`anvil answered ${answer}`)
      return elapsed
    },
  }
  const names = Object.keys(contenders)
  const samples = Object.fromEntries(names.map((name) => [name, []]))
  // One of each first, unmeasured: the page cache holds every file the measured runs read.
  for (const name of names) await contenders[name]()
  for (let round = 0; round < runs; round++)
    for (let turn = 0; turn < names.length; turn++) {
      const name = names[(round + turn) % names.length]
      samples[name].push(await contenders[name]())
    }
  const anvilVersion = execFileSync(anvil, ['--version'], { encoding: 'utf8' }).match(/Version: (\S+)/)?.[1] ?? '?'
  return { runs, anvilVersion, ...Object.fromEntries(names.map((name) => [name, median(samples[name])])) }
}
