// Copied beside every scenario: a `fetch` that answers from a function and records what it was
// asked, so a client can be exercised in a consumer project with no server.

/** One request a client sent. */
export type SentRequest = { method: string; url: string; headers: Record<string, string>; body: unknown }

/**
 * A `fetch` for a client's `fetch` option that answers `answer(request)` (JSON with status 200
 * unless it gives a `Response`) and records every request.
 *
 * @example
 * const server = answeringFetch(() => ({ epoch: 13 }))
 * const client = createV0Client({ baseUrl: 'http://gateway.test', fetch: server.fetch })
 */
export function answeringFetch(answer: (request: SentRequest) => unknown): {
  fetch: typeof fetch
  requests: SentRequest[]
} {
  const requests: SentRequest[] = []
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const text = await request.text()
    const sent: SentRequest = {
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: text === '' ? undefined : JSON.parse(text),
    }
    requests.push(sent)
    const answered = answer(sent)
    if (answered instanceof Response) return answered
    return new Response(JSON.stringify(answered), { status: 200, headers: { 'content-type': 'application/json' } })
  }
  return { fetch: fakeFetch as typeof fetch, requests }
}
