// This process's CPU time so far, in ms, as Linux counts it per thread (schedstat: time on a CPU,
// in ns): the main thread (JavaScript, the event loop) and the others together (V8's garbage
// collection and compiler helpers, libuv's pool).
import { readdirSync, readFileSync } from 'node:fs'

/** @returns {{ main: number, others: number }} */
export function threadCpu() {
  let main = 0
  let others = 0
  for (const thread of readdirSync('/proc/self/task')) {
    const onCpu = Number(readFileSync(`/proc/self/task/${thread}/schedstat`, 'utf8').split(' ')[0]) / 1e6
    if (Number(thread) === process.pid) main += onCpu
    else others += onCpu
  }
  return { main, others }
}
