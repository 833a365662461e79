import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Every ```ts block of the README of the package in `packageDir`, in order.
 *
 * @example
 * const [first] = readmeExamples(new URL('..', import.meta.url))
 */
export function readmeExamples(packageDir: URL): string[] {
  const readme = readFileSync(new URL('README.md', packageDir), 'utf8')
  return [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!)
}

/**
 * Runs one README block with each key of `replace` replaced by its value (a test server's URL)
 * and returns what it printed with console.log. The block is written into the package
 * (git-ignored `.ledgernet-tmp/`) so that it imports the package by name, as a user would.
 *
 * @example
 * const printed = await runExample(packageDir, code, { 'http://127.0.0.1:8080': server.url })
 */
export async function runExample(packageDir: URL, code: string, replace: Record<string, string>): Promise<unknown[][]> {
  let source = code
  for (const [from, to] of Object.entries(replace)) {
    if (!source.includes(from)) throw new Error(`the README example does not contain ${from}`)
    source = source.split(from).join(to)
  }
  const dir = join(fileURLToPath(packageDir), '.ledgernet-tmp')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `readme-${process.pid}-${Date.now()}-${Math.random().toString(16).slice(2)}.ts`)
  writeFileSync(file, source)
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

/**
 * Runs the first ```ts block of the package README (see {@link runExample}).
 *
 * @example
 * const printed = await runReadmeExample(new URL('..', import.meta.url), { 'http://127.0.0.1:8080': server.url })
 */
export async function runReadmeExample(packageDir: URL, replace: Record<string, string>): Promise<unknown[][]> {
  const [first] = readmeExamples(packageDir)
  if (first === undefined) throw new Error('README.md has no ```ts block')
  return runExample(packageDir, first, replace)
}
