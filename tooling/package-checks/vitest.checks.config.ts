import { defineConfig } from 'vitest/config'

// `pnpm check`: the checks that pack, install, bundle and open a browser. `checks/globalSetup.ts`
// packs every package and installs the tarballs into one consumer project; the check files then
// run two at a time (each writes only its own folders of that project), so one's downloads and
// waits on a sandbox overlap the other's compiling.
export default defineConfig({
  test: {
    include: ['checks/**/*.check.ts'],
    globalSetup: ['checks/globalSetup.ts'],
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
})
