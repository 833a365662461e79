// One file of the floor: what vitest itself costs a suite of 20 files × 5 tests with its defaults
// (a process per file, its start, the collection), with nothing in the tests.
import { it } from 'vitest'

for (let test = 1; test <= 5; test++) it(`test ${test}`, () => {})
