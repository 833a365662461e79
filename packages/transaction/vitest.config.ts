import { packageTests } from '../../vitest.shared.js'

// The test files share no state but the read-only caches of checked keys: loading @ledgernet/crypto
// and noble once per worker, not once per file, halves the suite's time.
export default packageTests()
