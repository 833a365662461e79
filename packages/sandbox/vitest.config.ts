import { packageTests } from '../../vitest.shared.js'

// Files run in parallel; within a worker they share modules, and so one sandbox (`useSandbox` of
// `@ledgernet/sandbox/vitest`: a snapshot before and a revert after each test).
export default packageTests({ testTimeout: 20_000, hookTimeout: 20_000 })
