// The signatures of the portable path: `checks/runtimes.check.ts` bundles this file as a browser
// bundles it (no `node` condition: noble, @noble/hashes, Web Crypto) and runs the bundle.
import { platform, signatures } from './signatures.mjs'

console.log(JSON.stringify({ ...platform(), signatures: await signatures() }))
