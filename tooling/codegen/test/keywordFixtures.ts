import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSpecValidator, loadSpec, type OpenApiValidator } from '@ledgernet/specs'
import { fixturePath } from '@ledgernet/test-support/fixturePath'
import { type GeneratedFiles, generateOpenApiClient, readSpec } from '../src/index.js'

/** The keyword fixtures (`tooling/test-support/fixtures/keywords/*.yaml`), by name. */
export const keywordFixtures = readdirSync(fixturePath('keywords'))
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => file.replace(/\.yaml$/, ''))
  .sort()

/** Where a keyword fixture's generated client is committed (`test/keywords/<name>/generated`). */
const keywordOutput = (name: string) => fileURLToPath(new URL(`./keywords/${name}/generated`, import.meta.url))

/** What generation gives for a keyword fixture now (the SDK importing the shared `keywords/client.ts`). */
export async function generateKeyword(name: string): Promise<GeneratedFiles> {
  const { document, id, label } = readSpec(fixturePath(`keywords/${name}.yaml`))
  return generateOpenApiClient(document, { id, specLabel: label, clientModule: '../../client.js' })
}

/** The committed files of a keyword fixture's client. */
export function committedKeyword(name: string): GeneratedFiles {
  const dir = keywordOutput(name)
  return Object.fromEntries(readdirSync(dir).map((file) => [file, readFileSync(join(dir, file), 'utf8')]))
}

/** The spec validator of a keyword fixture (ajv over the normalized document, formats checked). */
export function keywordValidator(name: string): OpenApiValidator {
  return createSpecValidator({ document: loadSpec(fixturePath(`keywords/${name}.yaml`)), id: name }) as OpenApiValidator
}
