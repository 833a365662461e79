// The CLI guide names every command, subcommand and general option the `ledgernet` command has,
// read from its generated help: an option added, renamed or removed shows up here. And every
// option a guide's shell command gives to `ledgernet`, `ledgernet-contract` or `ledgernet-sandbox`
// is one that command's help lists: a renamed option fails here, not in a reader's terminal.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCli } from '@ledgernet/cli'
import { codeSamples } from '@ledgernet/test-support/codeSamples'
import { expect, it } from 'vitest'
import { dependencyBins } from './dependencyBins.js'
import { docsDir, prosePages } from './sitePages.js'

const guide = readFileSync(join(docsDir, 'guide', 'cli.md'), 'utf8')

async function help(...command: string[]): Promise<string> {
  let text = ''
  const stream = {
    write: (chunk: string) => {
      text += chunk
      return true
    },
    isTTY: false,
  }
  const code = await runCli([...command, '--help'], {
    env: {},
    stdout: stream,
    stderr: stream,
    untilInterrupted: () => new Promise(() => {}),
  })
  expect(code, text).toBe(0)
  return text
}

/** The names under "Commands:", the long flags under "Options:" and those of them that take a value. */
function parseHelp(text: string): { commands: string[]; options: string[]; valued: string[] } {
  const section = (title: string) => text.split(/\n\s*\n/).find((block) => block.startsWith(`${title}:\n`)) ?? ''
  const commands = [...section('Commands').matchAll(/^ {2}([a-z][\w-]*)/gm)]
    .map(([, name]) => name!)
    .filter((name) => name !== 'help')
  const flags = [...section('Options').matchAll(/^ {2}(?:-\w, )?(--[a-z][\w-]*)( [<[])?/gm)]
    .map(([, flag, value]) => ({ flag: flag!, valued: value !== undefined }))
    .filter(({ flag }) => flag !== '--help')
  return {
    commands,
    options: flags.map(({ flag }) => flag),
    valued: flags.filter(({ valued }) => valued).map(({ flag }) => flag),
  }
}

it('names every command and subcommand of `ledgernet`', async () => {
  const { commands } = parseHelp(await help())
  expect(commands.length).toBeGreaterThan(5)
  const missing: string[] = []
  for (const command of commands) {
    if (!guide.includes(`\`${command}`)) missing.push(command)
    for (const sub of parseHelp(await help(command)).commands)
      if (!guide.includes(`${command} ${sub}`)) missing.push(`${command} ${sub}`)
  }
  expect(missing).toEqual([])
})

it('lists every general option of `ledgernet`', async () => {
  const { options } = parseHelp(await help())
  expect(options).toContain('--gateway')
  expect(options.filter((option) => !guide.includes(`\`${option}`))).toEqual([])
})

const bins = dependencyBins(join(docsDir, '.ledgernet-tmp', 'cli-guide-bin'))

/** The options of a bin of this package's dependencies, from its `--help`, as a user runs it. */
function binHelp(bin: string): ReturnType<typeof parseHelp> {
  const path = join(bins, bin)
  const result = spawnSync(path, ['--help'], { encoding: 'utf8', env: { PATH: process.env.PATH } })
  expect(result.status, result.stderr).toBe(0)
  return parseHelp(result.stdout)
}

/** The words after each call of `program` on a line of shell (`\\` continuations joined), to the command's end. */
function invocations(code: string, program: string): string[][] {
  const calls: string[][] = []
  for (const line of code.replace(/\\\n/g, ' ').split('\n')) {
    const words = line.replace(/#.*$/, '').split(/\s+/)
    words.forEach((word, index) => {
      if (word.replace(/^\$\(/, '') !== program) return
      const call: string[] = []
      for (const next of words.slice(index + 1)) {
        if (['|', '||', '&&', ';', ')'].includes(next)) break
        call.push(next.replace(/[;)]$/, ''))
        if (/[;)]$/.test(next)) break
      }
      calls.push(call)
    })
  }
  return calls
}

/** What a guide passes to a command that the command does not take: each `--option` it has no such option for. */
function unknownOptions(words: string[], help: (path: string[]) => ReturnType<typeof parseHelp>): string[] {
  const path: string[] = []
  const unknown: string[] = []
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!
    const known = help(path)
    if (word.startsWith('--')) {
      const [option] = word.split('=') as [string]
      if (!known.options.includes(option)) unknown.push(option)
      if (known.valued.includes(option) && !word.includes('=')) at++
    } else if (known.commands.includes(word)) path.push(word)
  }
  return unknown
}

it('gives `ledgernet`, `ledgernet-contract` (= `ledgernet contract`) and `ledgernet-sandbox` only their options, in every guide', async () => {
  // Each command's own options, with the general ones that apply to every command.
  const general = parseHelp(await help())
  const helps = new Map<string, ReturnType<typeof parseHelp>>([['', general]])
  for (const command of general.commands) {
    const own = parseHelp(await help(command))
    helps.set(command, own)
    for (const sub of own.commands) helps.set(`${command} ${sub}`, parseHelp(await help(command, sub)))
  }
  const ledgernet = (path: string[]) => {
    const own = helps.get(path.join(' ')) ?? general
    return {
      commands: own.commands,
      options: [...general.options, ...own.options],
      valued: [...general.valued, ...own.valued],
    }
  }
  const sandboxBin = binHelp('ledgernet-sandbox')
  // `ledgernet-contract` is `ledgernet contract`: the general options and the command's own.
  const programs = [
    ['ledgernet', ledgernet] as const,
    ['ledgernet-contract', () => ledgernet(['contract'])] as const,
    ['ledgernet-sandbox', () => sandboxBin] as const,
  ]

  const problems: string[] = []
  let calls = 0
  for (const page of prosePages()) {
    const blocks = codeSamples(readFileSync(join(docsDir, page), 'utf8'), page).filter((sample) => sample.lang === 'sh')
    for (const block of blocks) {
      for (const [program, helpOf] of programs) {
        for (const words of invocations(block.code, program)) {
          calls++
          for (const option of unknownOptions(words, helpOf)) {
            problems.push(`${page}:${block.line}: \`${program} ${words.join(' ')}\` — no option ${option}`)
          }
        }
      }
    }
  }
  expect(problems).toEqual([])
  expect(calls).toBeGreaterThan(20)
})
