import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Runs the first ```ts block of the package README with its base URL replaced by `url`, and
 * returns what it printed with console.log. The block is written into the package (git-ignored
 * `.ledgernet-tmp/`) so that it imports the package by name, as a user would.
 */
export async function runReadmeExample(packageDir: URL, replace: Record<string, string>): Promise<unknown[][]> {
  const readme = readFileSync(new URL('README.md', packageDir), 'utf8')
  const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1]
  if (!block) throw new Error('README.md has no ```ts block')
  let code = block
  for (const [from, to] of Object.entries(replace)) {
    if (!code.includes(from)) throw new Error(`the README example does not contain ${from}`)
    code = code.split(from).join(to)
  }
  const dir = join(fileURLToPath(packageDir), '.ledgernet-tmp')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `readme-${process.pid}-${Date.now()}.ts`)
  writeFileSync(file, code)
  const printed: unknown[][] = []
  const original = console.log
  console.log = (...args: unknown[]) => void printed.push(args)
  try {
    await import(file)
  } finally {
    console.log = original
    rmSync(file, { force: true })
  }
  return printed
}
