/**
 * What one change means for a client's users: `breaking` (a call that worked, an answer an
 * existing client decoded, or code that compiled against the package may not any more; major),
 * `additive` (something new, nothing an existing client meets changes; minor) or `documentation`
 * (descriptions, examples, the document's own version: code and wire are the same; patch).
 *
 * @example
 * const kind: ChangeKind = 'breaking'
 */
export type ChangeKind = 'breaking' | 'additive' | 'documentation'

/**
 * The rules `diffSpecs` finds changes by: each finding names one, and the rule says its kind. A
 * request is what a client writes (narrowing it breaks), an answer what it decodes (widening it
 * breaks: an existing client's validators and types do not expect the new values).
 *
 * @example
 * diffRules['response-property-made-required'].kind // 'additive'
 */
export const diffRules = {
  'operation-removed': {
    kind: 'breaking',
    says: 'an operation (method and path) is gone: its function and its calls fail',
  },
  'operation-added': { kind: 'additive', says: 'a new operation and its function' },
  'function-renamed': {
    kind: 'breaking',
    says: "the operation's operationId changed, so its exported function and types are renamed",
  },
  'path-parameter-renamed': {
    kind: 'breaking',
    says: 'a path parameter has another name: calls pass it under the old one',
  },
  'parameter-removed': { kind: 'breaking', says: "a parameter is gone from the operation's generated type" },
  'parameter-added-required': { kind: 'breaking', says: 'a new required parameter: existing calls lack it' },
  'parameter-added-optional': { kind: 'additive', says: 'a new optional parameter' },
  'parameter-made-required': { kind: 'breaking', says: 'an optional parameter became required' },
  'parameter-made-optional': { kind: 'additive', says: 'a required parameter became optional' },
  'parameter-style-changed': {
    kind: 'breaking',
    says: 'a parameter is written another way on the wire (style or explode)',
  },
  'request-body-added-required': { kind: 'breaking', says: 'a required request body where there was none' },
  'request-body-added-optional': { kind: 'additive', says: 'an optional request body where there was none' },
  'request-body-removed': {
    kind: 'breaking',
    says: 'the request body is gone: calls that send one no longer type-check',
  },
  'request-body-made-required': { kind: 'breaking', says: 'the request body became required' },
  'request-body-made-optional': { kind: 'additive', says: 'the request body became optional' },
  'request-media-removed': {
    kind: 'breaking',
    says: 'the operation no longer takes a request media type a client may send',
  },
  'request-media-added': { kind: 'additive', says: 'the operation takes a further request media type' },
  'request-property-removed': {
    kind: 'breaking',
    says: 'a request field is gone from the generated type (the server may refuse it)',
  },
  'request-property-added-required': { kind: 'breaking', says: 'a new required request field: existing calls lack it' },
  'request-property-added-optional': { kind: 'additive', says: 'a new optional request field' },
  'request-property-made-required': { kind: 'breaking', says: 'an optional request field became required' },
  'request-property-made-optional': { kind: 'additive', says: 'a required request field became optional' },
  'request-type-narrowed': { kind: 'breaking', says: 'a request value accepts fewer types (or no longer null)' },
  'request-type-widened': { kind: 'additive', says: 'a request value accepts more types' },
  'request-enum-narrowed': { kind: 'breaking', says: 'a request value accepts fewer enum values' },
  'request-enum-widened': { kind: 'additive', says: 'a request value accepts more enum values' },
  'request-constraint-tightened': {
    kind: 'breaking',
    says: 'a request value is bounded more tightly (length, range, pattern, items)',
  },
  'request-constraint-loosened': { kind: 'additive', says: 'a request value is bounded more loosely' },
  'request-variant-removed': { kind: 'breaking', says: 'a request oneOf/anyOf lost a variant' },
  'request-variant-added': { kind: 'additive', says: 'a request oneOf/anyOf gained a variant' },
  'response-status-removed': { kind: 'breaking', says: 'a success status the client decodes is gone' },
  'response-status-added': { kind: 'additive', says: 'a new status is documented' },
  'error-status-removed': {
    kind: 'additive',
    says: 'an error status is no longer documented (nothing a client sends or decodes fails)',
  },
  'response-media-removed': { kind: 'breaking', says: 'a success answer media type the client reads is gone' },
  'response-media-added': { kind: 'additive', says: 'an answer is also offered in another media type' },
  'response-property-removed': { kind: 'breaking', says: 'an answer field is gone: code that reads it breaks' },
  'response-property-added': { kind: 'additive', says: 'a new answer field' },
  'response-object-opened': {
    kind: 'breaking',
    says: "an answer object that allowed no other fields (additionalProperties: false) may now carry more: existing clients' validators refuse them",
  },
  'request-object-closed': {
    kind: 'breaking',
    says: 'a request object that took other fields now refuses them (additionalProperties: false)',
  },
  'request-object-opened': { kind: 'additive', says: 'a request object that refused other fields now takes them' },
  'response-object-closed': { kind: 'additive', says: 'an answer object now carries no fields but those named' },
  'response-property-made-optional': {
    kind: 'breaking',
    says: 'an answer field that was always there may now be missing',
  },
  'response-property-made-required': {
    kind: 'additive',
    says: 'an answer field is now always there: no decoding notices',
  },
  'response-type-widened': {
    kind: 'breaking',
    says: "an answer value may be of a type (or null) existing clients' validators refuse",
  },
  'response-type-narrowed': {
    kind: 'additive',
    says: 'an answer value is of fewer types: every value was valid before',
  },
  'response-enum-widened': {
    kind: 'breaking',
    says: "an answer value may be an enum value existing clients' validators refuse",
  },
  'response-enum-narrowed': { kind: 'additive', says: 'an answer value takes fewer enum values' },
  'response-variant-added': {
    kind: 'breaking',
    says: 'an answer oneOf/anyOf gained a variant existing clients do not decode',
  },
  'response-variant-removed': { kind: 'additive', says: 'an answer oneOf/anyOf lost a variant' },
  'response-constraint-changed': {
    kind: 'documentation',
    says: 'an answer bound changed (length, range, pattern): the server keeps it',
  },
  'schema-removed': { kind: 'breaking', says: 'a component schema is gone, and its exported type with it' },
  'schema-added': { kind: 'additive', says: 'a new component schema and its exported type' },
  'method-removed': { kind: 'breaking', says: 'a JSON-RPC method is gone: its function and its calls fail' },
  'method-added': { kind: 'additive', says: 'a new JSON-RPC method and its function' },
  'param-structure-changed': { kind: 'breaking', says: 'params are sent another way (by-name or by-position)' },
  'param-order-changed': {
    kind: 'breaking',
    says: 'a by-position param moved: existing calls send values in the wrong place',
  },
  'param-removed': { kind: 'breaking', says: 'a param is gone' },
  'param-renamed': {
    kind: 'documentation',
    says: 'a by-position param has another name in the same place: the call and the wire are the same',
  },
  'param-added-required': { kind: 'breaking', says: 'a new required param: existing calls lack it' },
  'param-added-optional': { kind: 'additive', says: 'a new optional param (last, for by-position)' },
  'param-made-required': { kind: 'breaking', says: 'an optional param became required' },
  'param-made-optional': { kind: 'additive', says: 'a required param became optional' },
  'result-removed': { kind: 'breaking', says: 'the method no longer documents a result' },
  'result-added': { kind: 'additive', says: 'the method documents a result where it had none' },
  'error-removed': { kind: 'additive', says: 'an error code is no longer documented' },
  'error-added': {
    kind: 'additive',
    says: 'a new documented error code (a JSON-RPC client meets undeclared codes already)',
  },
  'text-changed': {
    kind: 'documentation',
    says: 'descriptions, summaries, examples, tags, servers or the version: code and wire are the same',
  },
} as const satisfies Record<string, { kind: ChangeKind; says: string }>

/**
 * The name of a rule of {@link diffRules}.
 *
 * @example
 * const rule: DiffRule = 'param-order-changed'
 */
export type DiffRule = keyof typeof diffRules
