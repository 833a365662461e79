import type { ParameterValues } from './OperationDescriptor.js'

/**
 * How one path or query parameter is written when the spec does not use OpenAPI's default for it
 * (`simple` for a path, `form` exploded for a query): its `style` and `explode`.
 *
 * @example
 * const filter: ParameterStyle = { style: 'deepObject', explode: true }
 */
export type ParameterStyle = {
  readonly style: 'simple' | 'label' | 'matrix' | 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject'
  readonly explode: boolean
}

/**
 * The parameters of an operation whose style is not OpenAPI's default, by where they go and name.
 *
 * @example
 * const styles: ParameterStyles = { query: { ids: { style: 'pipeDelimited', explode: false } } }
 */
export type ParameterStyles = {
  readonly path?: Readonly<Record<string, ParameterStyle>>
  readonly query?: Readonly<Record<string, ParameterStyle>>
}

const defaultPath: ParameterStyle = { style: 'simple', explode: false }
const defaultQuery: ParameterStyle = { style: 'form', explode: true }

/**
 * The URL path of a call (relative to the base URL): each `{name}` of the spec's path filled with
 * its value, then the query string, each parameter written in the style the spec gives it
 * (`styles`; OpenAPI's defaults otherwise: `simple` for the path, `form` exploded for the query).
 * Values are percent-encoded; `undefined` and `null` are left out; an object under `deepObject`
 * is written `name[key]=value` (nested objects `name[a][b]`, arrays `name[0]`), as form bodies are.
 * Throws `TypeError` naming a path parameter that has no value.
 *
 * @example
 * expandUrl('/pets/{id}', { path: { id: 7 }, query: { tag: ['a', 'b'] } }) // '/pets/7?tag=a&tag=b'
 * expandUrl('/pets', { query: { filter: { kind: 'cat' } } }, { query: { filter: { style: 'deepObject', explode: true } } }) // '/pets?filter%5Bkind%5D=cat'
 */
export function expandUrl(path: string, values: ParameterValues, styles: ParameterStyles = {}): string {
  const given = (values.path ?? {}) as Record<string, unknown>
  // A published spec may key two variants of one path by a fragment (`/schema#add`): no URL carries it.
  const filled = path.replace(/#.*$/s, '').replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = given[name]
    if (value === undefined || value === null) throw new TypeError(`path parameter ${name} has no value`)
    return pathValue(name, value, styles.path?.[name] ?? defaultPath)
  })
  const pairs: string[] = []
  for (const [name, value] of Object.entries((values.query ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null)
      pairs.push(...queryPairs(name, value, styles.query?.[name] ?? defaultQuery))
  return pairs.length ? `${filled}?${pairs.join('&')}` : filled
}

const encode = (value: unknown) => encodeURIComponent(String(value))

/** The entries of an object or array value, `undefined` and `null` left out. */
function entriesOf(value: object): [string, unknown][] {
  return (
    Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as [string, unknown])
      : Object.entries(value)
  ).filter(([, item]) => item !== undefined && item !== null)
}

function pathValue(name: string, value: unknown, { style, explode }: ParameterStyle): string {
  const prefix = style === 'label' ? '.' : style === 'matrix' ? ';' : ''
  if (typeof value !== 'object' || value === null)
    return style === 'matrix' ? `;${encode(name)}=${encode(value)}` : `${prefix}${encode(value)}`
  const entries = entriesOf(value)
  if (Array.isArray(value)) {
    const items = entries.map(([, item]) => encode(item))
    if (style === 'matrix')
      return explode ? items.map((item) => `;${encode(name)}=${item}`).join('') : `;${encode(name)}=${items.join(',')}`
    return `${prefix}${items.join(explode && style === 'label' ? '.' : ',')}`
  }
  if (style === 'matrix')
    return explode
      ? entries.map(([key, item]) => `;${encode(key)}=${encode(item)}`).join('')
      : `;${encode(name)}=${entries.map(([key, item]) => `${encode(key)},${encode(item)}`).join(',')}`
  const separator = explode && style === 'label' ? '.' : ','
  return `${prefix}${entries.map(([key, item]) => (explode ? `${encode(key)}=${encode(item)}` : `${encode(key)},${encode(item)}`)).join(separator)}`
}

function queryPairs(name: string, value: unknown, { style, explode }: ParameterStyle): string[] {
  if (style === 'deepObject' && typeof value === 'object') return deepPairs(encode(name), value as object)
  if (typeof value !== 'object') return [`${encode(name)}=${encode(value)}`]
  const entries = entriesOf(value as object)
  if (Array.isArray(value)) {
    if (explode) return entries.map(([, item]) => `${encode(name)}=${encode(item)}`)
    const separator = style === 'spaceDelimited' ? '%20' : style === 'pipeDelimited' ? '|' : ','
    return [`${encode(name)}=${entries.map(([, item]) => encode(item)).join(separator)}`]
  }
  if (explode) return entries.map(([key, item]) => `${encode(key)}=${encode(item)}`)
  return [`${encode(name)}=${entries.map(([key, item]) => `${encode(key)},${encode(item)}`).join(',')}`]
}

function deepPairs(prefix: string, value: object): string[] {
  return entriesOf(value).flatMap(([key, item]) => {
    const name = `${prefix}${encode(`[${key}]`)}`
    return typeof item === 'object' ? deepPairs(name, item as object) : [`${name}=${encode(item)}`]
  })
}
