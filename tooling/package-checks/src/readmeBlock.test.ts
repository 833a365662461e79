import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readmeBlock } from './readmeBlock.js'
import { repositoryRoot } from './repositoryRoot.js'

const fence = '```'

describe('readmeBlock', () => {
  it('returns the code block after its marker, and only that one', () => {
    const markdown = [
      '# Title',
      `${fence}ts`,
      'const other = 1',
      fence,
      '<!-- size-limit: wallet example -->',
      `${fence}ts`,
      "import { transfer } from '@ledgernet/flows'",
      '',
      'await transfer(gateway, options)',
      fence,
      'after',
    ].join('\n')
    expect(readmeBlock(markdown, 'wallet example')).toBe(
      "import { transfer } from '@ledgernet/flows'\n\nawait transfer(gateway, options)\n",
    )
  })

  it.each([
    ['# no marker', 'the README has no block marked <!-- size-limit: wallet example -->'],
    [
      `<!-- size-limit: wallet example -->\ntext\n${fence}ts\nx\n${fence}`,
      'the line after <!-- size-limit: wallet example --> must open a ```ts code block',
    ],
    [
      `<!-- size-limit: wallet example -->\n${fence}ts\nx`,
      'the code block after <!-- size-limit: wallet example --> is not closed',
    ],
    [
      `<!-- size-limit: wallet example -->\n${fence}ts\n\n${fence}`,
      'the code block after <!-- size-limit: wallet example --> is empty',
    ],
    [
      `<!-- size-limit: wallet example -->\n${fence}ts\nx\n${fence}\n<!-- size-limit: wallet example -->\n${fence}ts\ny\n${fence}`,
      'the README marks 2 blocks',
    ],
  ])('fails loudly: %j', (markdown, message) => {
    expect(() => readmeBlock(markdown, 'wallet example')).toThrow(message)
  })

  it("finds the root README's wallet example", () => {
    const code = readmeBlock(readFileSync(join(repositoryRoot, 'README.md'), 'utf8'), 'wallet example')
    expect(code).toContain('PrivateKey.fromHex(')
    expect(code).toContain('createGatewayTransport(')
    expect(code).toContain('await transfer(')
  })
})
