import { describe, expect, it } from 'vitest'
import { createColors, renderLine, stripColors } from './colors.js'

const c = createColors(true)

describe('colours and the rendered line', () => {
  it('turns our colours into escape sequences, nested as picocolors nests them', () => {
    expect(renderLine(c.red('x'))).toBe('\u001b[31mx\u001b[39m')
    expect(renderLine(c.red(c.bold('error:')))).toBe('\u001b[31m\u001b[1merror:\u001b[22m\u001b[39m')
    expect(renderLine(c.green(`a ${c.red('b')} c`))).toBe('\u001b[32ma \u001b[31mb\u001b[39m\u001b[32m c\u001b[39m')
    expect(renderLine(c.bold(`a ${c.dim('b')} c`))).toBe('\u001b[1ma \u001b[2mb\u001b[22m\u001b[22;1m c\u001b[22m')
    expect(stripColors(c.green(`a ${c.red('b')}`))).toBe('a b')
    expect(createColors(false).red('x')).toBe('x')
  })

  it('never lets a text it did not write colour or control the terminal', () => {
    const server = '\u001b[31mred\u001b[0m\u001b]8;;http://evil\u0007link\u001b]8;;\u0007'
    expect(renderLine(`${c.green('✔')} ${server}`)).toBe(
      '\u001b[32m✔\u001b[39m \\x1b[31mred\\x1b[0m\\x1b]8;;http://evil\\x07link\\x1b]8;;\\x07',
    )
    // Our mark without this process's random word is only text.
    const forged = '\uf8ff[31mforged'
    expect(renderLine(forged)).toBe(forged)
    expect(renderLine(`${'y'.repeat(5000)}`)).toBe(`${'y'.repeat(4000)}… (cut: 5000 characters in all)`)
  })
})
