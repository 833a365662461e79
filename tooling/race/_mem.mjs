import { memoryTransfers } from './transfers.mjs'

const r = await memoryTransfers({ transfers: Number(process.env.N ?? 300), warmup: 30 })
console.log(r)
