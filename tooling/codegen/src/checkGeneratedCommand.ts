#!/usr/bin/env node
import { loadCodegenConfig } from './CodegenConfig.js'
import { checkGenerated } from './checkGenerated.js'
import { findWorkspaceRoot } from './specLabel.js'

// `ledgernet-check-generated`: CI's check that the committed generated code is what the specs
// give. Exits 1 listing the files that differ; run `pnpm generate` and commit to fix.
const root = findWorkspaceRoot(process.cwd())
if (!root) {
  console.error('ledgernet-check-generated: run it inside the ledgernet workspace (no pnpm-workspace.yaml found)')
  process.exitCode = 2
} else {
  const config = loadCodegenConfig(root)
  const differences = await checkGenerated(config)
  if (differences.length) {
    console.error(`ledgernet-check-generated: generated code is out of date — run \`pnpm generate\` and commit:`)
    for (const { file, kind } of differences) console.error(`  ${kind.padEnd(7)} ${file}`)
    process.exitCode = 1
  } else
    console.log(
      `ledgernet-check-generated: ${config.clients.length} clients up to date (${config.clients.map((c) => c.name).join(', ') || 'none'})`,
    )
}
