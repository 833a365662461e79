import { ajvRuntime } from './ajvRuntime.js'

/**
 * ajv's standalone code made self-contained: each `require("ajv/dist/runtime/…").default` is
 * replaced by the local helper of {@link ajvRuntime} (whose source is returned, to be written
 * before the code), the `"use strict"` line goes, and regular expressions are marked pure for
 * bundlers. Throws naming the spec when the code needs a module it cannot replace.
 *
 * @example
 * const { code, helpers } = inlineAjvRuntime(standalone.default(ajv, exports), 'gateway')
 */
export function inlineAjvRuntime(source: string, id: string): { code: string; helpers: string[] } {
  const used: string[] = []
  let code = source.replace(/require\("([^"]+)"\)\.default/g, (_match, module: string) => {
    const helper = ajvRuntime[module]
    if (!helper) throw new Error(`ajv's standalone code for ${id} requires ${module}, which codegen cannot replace`)
    if (!used.includes(module)) used.push(module)
    return helper.name
  })
  if (/require\(|\bimport\(/.test(code)) throw new Error(`ajv's standalone code for ${id} still loads a module`)
  code = code.replace(/^"use strict";\n/, '').replace(/= new RegExp\(/g, '= /* @__PURE__ */ new RegExp(')
  return { code, helpers: used.sort().map((module) => ajvRuntime[module]!.source) }
}
