import type { MarkdownRenderer } from 'vitepress'

/**
 * Turns a ```mermaid fence into `<MermaidDiagram>`: the diagram's text stays in the repository and
 * mermaid (bundled with the site, no CDN) draws it as SVG in the browser.
 *
 * @example
 * markdown: { config: (md) => mermaidFence(md) }
 */
export function mermaidFence(md: MarkdownRenderer): void {
  const fence = md.renderer.rules.fence
  if (fence === undefined) throw new Error('markdown-it has no fence rule to extend')
  md.renderer.rules.fence = (tokens, index, options, env, self) => {
    const token = tokens[index]
    if (token === undefined || token.info.trim() !== 'mermaid') return fence(tokens, index, options, env, self)
    return `<MermaidDiagram code="${encodeURIComponent(token.content)}" />\n`
  }
}
