// The in-memory part of the race, in a fresh process of its own (as a test file's worker would
// be), so that the HTTP race's heap and compiled code do not weigh on it: runs memoryTransfers
// and sends its figures to the parent.
import { memoryTransfers } from './transfers.mjs'

const transfers = Number(process.argv[2])
const warmup = Number(process.argv[3])
process.send(await memoryTransfers({ transfers, warmup }), () => process.exit(0))
