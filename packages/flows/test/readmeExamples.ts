import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Every ```ts block of the package README, in order. */
export function readmeExamples(packageDir: URL): string[] {
  const readme = readFileSync(new URL('README.md', packageDir), 'utf8')
  return [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!)
}

/**
 * Runs one README block with `from` replaced by `to` (the sandbox's URL) and returns what it
 * printed with console.log. The block is written into the package (git-ignored
 * `.ledgernet-tmp/`) so that it imports `@ledgernet/flows` by name, as a user would.
 */
export async function runExample(packageDir: URL, code: string, from: string, to: string): Promise<unknown[][]> {
  if (!code.includes(from)) throw new Error(`the example does not contain ${from}`)
  const dir = join(fileURLToPath(packageDir), '.ledgernet-tmp')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `readme-${process.pid}-${Date.now()}-${Math.random().toString(16).slice(2)}.ts`)
  writeFileSync(file, code.split(from).join(to))
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
