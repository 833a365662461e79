import { paths } from 'jsonpath-rfc9535'
import type { SpecDocument } from './loadSpec.js'
import { SpecError } from './SpecError.js'

/**
 * Applies an OpenAPI Overlay 1.0 document to a spec, returning a changed copy: each action, in
 * order, selects nodes with its RFC 9535 JSONPath `target`, then merges its `update` into each
 * (objects recursively; an array target gets the update appended) or removes them (`remove:
 * true`). This is how our `x-ledgernet-*` extensions reach a spec we do not own: the owner's file
 * stays as published, and the next version replaces it as is. A target that selects nothing is a
 * {@link SpecError} naming the action (the owner's spec changed under it), never a silent no-op.
 *
 * @example
 * const document = applyOverlay(loadSpec('specs/shop.openapi.yaml'), parse(overlayText), { file: 'specs/shop.overlay.yaml' })
 */
export function applyOverlay(
  source: SpecDocument,
  overlay: unknown,
  { file = 'overlay' }: { file?: string } = {},
): SpecDocument {
  const problem = (pointer: string, rule: string, fix: string) => new SpecError({ file, pointer, rule, fix })
  const document = structuredClone(source) as SpecDocument
  if (typeof overlay !== 'object' || overlay === null || Array.isArray(overlay))
    throw problem('', 'an overlay is an object (OpenAPI Overlay 1.0)', 'write `overlay: 1.0.0`, `info` and `actions`')
  const { overlay: version, actions } = overlay as Record<string, unknown>
  if (typeof version !== 'string' || !version.startsWith('1.'))
    throw problem('/overlay', 'an overlay must say `overlay: 1.0.0`', 'add `overlay: 1.0.0` at the top')
  if (!Array.isArray(actions))
    throw problem(
      '/actions',
      'an overlay has a list of `actions`',
      'add `actions:` with `target` and `update` or `remove`',
    )
  actions.forEach((action: Record<string, any>, index) => {
    const at = `/actions/${index}`
    if (typeof action?.target !== 'string')
      throw problem(
        `${at}/target`,
        'each action has a JSONPath `target`',
        "write the place, e.g. `$.paths['/status'].post`",
      )
    if (action.remove !== true && action.update === undefined)
      throw problem(
        at,
        'each action has an `update` or `remove: true`',
        'add what to merge or append (`update:`) or `remove: true`',
      )
    let found: string[]
    try {
      found = paths(document as never, action.target)
    } catch (cause) {
      throw new SpecError(
        {
          file,
          pointer: `${at}/target`,
          rule: `\`${action.target}\` is not a JSONPath (RFC 9535)`,
          fix: "write it as `$.paths['/status'].post`",
        },
        { cause },
      )
    }
    if (found.length === 0)
      throw problem(
        `${at}/target`,
        `\`${action.target}\` selects nothing in the spec`,
        'the spec changed under the overlay: point the target at where the node is now, or drop the action',
      )
    // Deepest and last first, so that removing an array item does not move the next one.
    for (const path of found.reverse()) {
      const tokens = pathTokens(path)
      if (tokens.length === 0) {
        if (action.remove === true)
          throw problem(`${at}/target`, 'the whole document cannot be removed', 'target a node inside it')
        if (typeof action.update !== 'object' || action.update === null || Array.isArray(action.update))
          throw problem(`${at}/update`, 'the whole document is updated with an object', 'give `update` an object')
        merge(document, action.update)
        continue
      }
      let parent: any = document
      for (const token of tokens.slice(0, -1)) parent = parent[token]
      const last = tokens[tokens.length - 1]!
      if (action.remove === true) {
        if (Array.isArray(parent)) parent.splice(Number(last), 1)
        else delete parent[last]
      } else if (Array.isArray(parent[last])) parent[last].push(structuredClone(action.update))
      else if (typeof parent[last] === 'object' && parent[last] !== null && typeof action.update === 'object')
        merge(parent[last], action.update)
      else parent[last] = structuredClone(action.update)
    }
  })
  return document
}

/** The tokens of an RFC 9535 normalized path (`$['paths']['/x'][0]`). */
function pathTokens(path: string): (string | number)[] {
  const tokens: (string | number)[] = []
  for (const match of path.slice(1).matchAll(/\['((?:[^'\\]|\\.)*)'\]|\[(\d+)\]/g))
    tokens.push(
      match[2] !== undefined
        ? Number(match[2])
        : JSON.parse(`"${match[1]!.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`),
    )
  return tokens
}

function merge(target: Record<string, any>, update: Record<string, any>): void {
  for (const [key, value] of Object.entries(update)) {
    const current = target[key]
    if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current &&
      typeof current === 'object' &&
      !Array.isArray(current)
    )
      merge(current, value)
    else target[key] = structuredClone(value)
  }
}
