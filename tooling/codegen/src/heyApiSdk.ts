import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { clientDefaultConfig, clientDefaultMeta, createClient, definePluginConfig, reserved } from '@hey-api/openapi-ts'
import type { SpecDocument } from '@ledgernet/specs'
import type { GeneratedFiles } from './GeneratedFiles.js'

/**
 * The version of `@hey-api/openapi-ts` the SDKs are generated with. Pinned exactly: its custom
 * client API is young, and the generated files must not change under a patch release.
 *
 * @example
 * heyApiVersion // '0.95.0'
 */
export const heyApiVersion = '0.95.0'

/**
 * The name hey-api gives a runtime identifier it writes (an SDK function): a word JavaScript,
 * TypeScript, the browser or Node reserves (`import`, `delete`, `Symbol`, …) gets a `_` after it.
 *
 * @example
 * heyApiRuntimeName('import') // 'import_'
 */
export function heyApiRuntimeName(name: string): string {
  return reserved.runtime['~values'].has(name) ? `${name}_` : name
}

/**
 * Runs `@hey-api/openapi-ts` on a document: `@hey-api/typescript` writes `types.gen.ts` (every
 * schema, and per operation `…Data`, `…Responses`/`…Result`, `…Errors`/`…ErrorBody`) and
 * `@hey-api/sdk` writes `sdk.gen.ts`, one function per operation taking `{ client, body, … }`.
 * The client plugin is ours and is not bundled: the SDK imports the types `Client`, `Options`
 * and `TDataShape` from `clientModule` (the package's client module, over `@ledgernet/transport`),
 * and no default client instance is generated (`client: false`), so every call names its client.
 * Auth is left to the generated descriptors (`auth: false`). Returns the files by name.
 *
 * @example
 * const files = await heyApiSdk(document, { header: ['// generated'], clientModule: '../client.js' })
 */
export async function heyApiSdk(
  document: SpecDocument,
  { header, clientModule }: { header: readonly string[]; clientModule: string },
): Promise<GeneratedFiles> {
  const client = definePluginConfig({
    ...clientDefaultMeta,
    config: { ...clientDefaultConfig, bundle: false, baseUrl: false },
    handler: () => {},
    name: clientModule,
  } as never)
  const out = mkdtempSync(join(tmpdir(), 'ledgernet-hey-api-'))
  try {
    await createClient({
      input: structuredClone(document) as never,
      output: { path: out, entryFile: false, module: { extension: '.js' }, header: [...header], tsConfigPath: null },
      plugins: [
        client(),
        {
          name: '@hey-api/typescript',
          errors: { error: '{{name}}ErrorBody' },
          responses: { response: '{{name}}Result' },
        },
        { name: '@hey-api/sdk', client: false, auth: false },
      ],
      // No crash report file in the working folder: its words come back in the SpecError.
      logs: { level: 'silent', file: false },
    })
    const files: GeneratedFiles = {}
    for (const name of readdirSync(out).sort()) files[name] = readFileSync(join(out, name), 'utf8')
    return files
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}
