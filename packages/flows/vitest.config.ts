import { packageTests } from '../../vitest.shared.js'

// Each file starts its own sandbox on port 0, so files run in parallel safely.
export default packageTests({ testTimeout: 20_000, hookTimeout: 20_000 })
