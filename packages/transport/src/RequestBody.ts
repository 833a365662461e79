/**
 * A request body as `fetch` takes it (a string, bytes, a `Blob`, `FormData`, `URLSearchParams`, a
 * stream), named through `RequestInit` so that the declarations read the same under the DOM
 * library and under Node's types alone (which have no global `BodyInit`).
 *
 * @example
 * const body: RequestBody = new URLSearchParams({ grant_type: 'client_credentials' })
 */
export type RequestBody = NonNullable<RequestInit['body']>
