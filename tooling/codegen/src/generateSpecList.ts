import { relative } from 'node:path'
import type { CodegenConfig } from './CodegenConfig.js'
import { codegenConfigFile } from './CodegenConfig.js'
import { docComment } from './docComment.js'
import type { GeneratedFiles } from './GeneratedFiles.js'
import { generatedHeader } from './generatedHeader.js'

/**
 * `specList.gen.ts` of the specs package: every spec of `codegen.config.json` by name — its file
 * and overlay (relative to the package, which ships them), its kind, and the contract runner's
 * option for its server — so that the validators, the sandbox, the contract runner and the tests
 * read one list, and a spec added to the config reaches all of them.
 *
 * @example
 * const files = generateSpecList(loadCodegenConfig(root))
 */
export function generateSpecList(config: CodegenConfig): GeneratedFiles {
  const entries = config.clients.map((client) => {
    const fields = [
      `file: '${relative(config.specsPackage, client.spec)}'`,
      ...(client.overlay ? [`overlay: '${relative(config.specsPackage, client.overlay)}'`] : []),
      `kind: '${client.kind}'`,
      `contract: ${client.contract === false ? 'false' : `'${client.contract}'`}`,
      ...(client.published ? ['published: true'] : []),
    ]
    return `  ${/^[a-z]\w*$/.test(client.name) ? client.name : `'${client.name}'`}: { ${fields.join(', ')} },`
  })
  const source = [
    generatedHeader(codegenConfigFile),
    '',
    `${docComment([
      "The specs of the repository by name, from `codegen.config.json`: each one's file and overlay (in this package), its kind, the contract runner's option for its server (`false`: not contract-tested), and `published` for a spec as its owner publishes it (read as it is, without the house rules of specs/).",
      '',
      '@example',
      "specList.gateway.file // 'gateway.openapi.yaml'",
    ])}export const specList = {\n${entries.join('\n')}\n} as const\n`,
  ].join('\n')
  return { 'specList.gen.ts': source }
}
