import { packageTests } from '../../vitest.shared.js'

export default packageTests()
