// The CLI guide names every command, subcommand and global option the `ledgernet` command has,
// read from its generated help: an option added, renamed or removed shows up here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCli } from '@ledgernet/cli'
import { expect, it } from 'vitest'
import { docsDir } from './sitePages.js'

const guide = readFileSync(join(docsDir, 'guide', 'cli.md'), 'utf8')

async function help(...command: string[]): Promise<string> {
  let text = ''
  const stream = { write: (chunk: string) => ((text += chunk), true), isTTY: false }
  const code = await runCli([...command, '--help'], { env: {}, stdout: stream, stderr: stream, untilInterrupted: () => new Promise(() => {}) })
  expect(code, text).toBe(0)
  return text
}

/** The names under "Commands:" and the long flags under "Options:" of a help text. */
function parseHelp(text: string): { commands: string[]; options: string[] } {
  const section = (title: string) => text.split(/\n\s*\n/).find((block) => block.startsWith(`${title}:\n`)) ?? ''
  const commands = [...section('Commands').matchAll(/^ {2}([a-z][\w-]*)/gm)].map(([, name]) => name!).filter((name) => name !== 'help')
  const options = [...section('Options').matchAll(/^ {2}(?:-\w, )?(--[a-z][\w-]*)/gm)].map(([, flag]) => flag!).filter((flag) => flag !== '--help')
  return { commands, options }
}

it('names every command and subcommand of `ledgernet`', async () => {
  const { commands } = parseHelp(await help())
  expect(commands.length).toBeGreaterThan(5)
  const missing: string[] = []
  for (const command of commands) {
    if (!guide.includes(`\`${command}`)) missing.push(command)
    for (const sub of parseHelp(await help(command)).commands) if (!guide.includes(`${command} ${sub}`)) missing.push(`${command} ${sub}`)
  }
  expect(missing).toEqual([])
})

it('lists every global option of `ledgernet`', async () => {
  const { options } = parseHelp(await help())
  expect(options).toContain('--gateway')
  expect(options.filter((option) => !guide.includes(`\`${option}`))).toEqual([])
})
