/**
 * The code block of a Markdown document marked for a measurement or a check: the fenced block
 * that follows the line `<!-- size-limit: <name> -->`. The size budget of a README example and
 * the check that runs it both read the block through this function, so that they follow the
 * README when it changes. Throws, naming the marker, when the marker is missing or given twice,
 * or when no fenced block follows it.
 *
 * @example
 * readmeBlock(readFileSync('README.md', 'utf8'), 'wallet example') // "import { PrivateKey, …"
 */
export function readmeBlock(markdown: string, name: string): string {
  const marker = `<!-- size-limit: ${name} -->`
  const lines = markdown.split(/\r?\n/)
  const at = lines.flatMap((line, index) => (line.trim() === marker ? [index] : []))
  if (at.length === 0) throw new Error(`the README has no block marked ${marker}`)
  if (at.length > 1) throw new Error(`the README marks ${at.length} blocks ${marker}; a name marks one`)
  const open = at[0]! + 1
  const fence = /^(`{3,})(ts|typescript|js|javascript)\s*$/.exec(lines[open] ?? '')
  if (!fence) throw new Error(`the line after ${marker} must open a \`\`\`ts code block`)
  const close = lines.findIndex((line, index) => index > open && line.trim() === fence[1])
  if (close < 0) throw new Error(`the code block after ${marker} is not closed`)
  const code = lines.slice(open + 1, close).join('\n')
  if (code.trim() === '') throw new Error(`the code block after ${marker} is empty`)
  return `${code}\n`
}
