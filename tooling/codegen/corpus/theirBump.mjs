#!/usr/bin/env node
// `node theirBump.mjs <old entry> <new entry>`: api-smart-diff's bump for one step, in a process of
// its own (it may run out of memory on the largest documents). Prints { bump, examples } as JSON.
import { apiCompare } from 'api-smart-diff'

const { bundleSpec } = await import(new URL('../../../specs/dist/index.js', import.meta.url).href)
const levels = {
  breaking: 'major',
  'non-breaking': 'minor',
  annotation: 'patch',
  deprecated: 'patch',
  unclassified: 'patch',
}
const order = ['none', 'patch', 'minor', 'major']
const [from, to] = process.argv.slice(2)
const published = (path) => bundleSpec([path], { lenient: true }).document
// api-smart-diff prints a line for each of its own rule errors; they are its business, not ours.
console.error = () => {}
const { diffs } = apiCompare(published(from), published(to))
const bump = diffs.reduce(
  (best, diff) => (order.indexOf(levels[diff.type]) > order.indexOf(best) ? levels[diff.type] : best),
  'none',
)
const examples = diffs
  .filter((diff) => levels[diff.type] === bump)
  .slice(0, 3)
  .map((diff) => `${diff.type} ${diff.action} ${diff.path.join('.')}`.slice(0, 160))
process.stdout.write(JSON.stringify({ bump, examples, count: diffs.length }))
