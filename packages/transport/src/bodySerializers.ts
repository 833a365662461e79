/**
 * What hey-api's SDK spreads into the request of a form, multipart or JSON operation
 * (`...formDataBodySerializer`). A ledgernet client encodes each body from its operation's
 * descriptor (`encodeBody`), so these carry nothing: they exist so that the generated SDK imports
 * resolve from a package's client module.
 *
 * @example
 * const request = { ...formDataBodySerializer, url: '/files/content' }
 */
export const formDataBodySerializer = {} as const

/**
 * The `application/x-www-form-urlencoded` counterpart of {@link formDataBodySerializer}: carries nothing.
 *
 * @example
 * const request = { ...urlSearchParamsBodySerializer, url: '/oauth2/token' }
 */
export const urlSearchParamsBodySerializer = {} as const

/**
 * The JSON counterpart of {@link formDataBodySerializer}: carries nothing.
 *
 * @example
 * const request = { ...jsonBodySerializer, url: '/items' }
 */
export const jsonBodySerializer = {} as const
