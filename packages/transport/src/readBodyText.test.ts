import { describe, expect, it } from 'vitest'
import { BodyTooLarge } from './BodyTooLarge.js'
import { readBodyText } from './readBodyText.js'

/** A Response whose body comes in these chunks. */
const streamed = (chunks: Uint8Array[], headers: Record<string, string> = {}) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk)
        controller.close()
      },
    }),
    { headers },
  )

describe('readBodyText', () => {
  it('decodes as text() does, a character split between chunks and a byte-order mark included', async () => {
    const bytes = new TextEncoder().encode('\ufeff{"text":"é ✓ 𝄞"}')
    const chunks = [...bytes].map((byte) => Uint8Array.of(byte))
    expect(await readBodyText(streamed(chunks), 1_000)).toBe(await new Response(bytes).text())
  })

  it('stops at the first chunk past the limit, with the size read so far, and cancels the stream', async () => {
    let pulled = 0
    let cancelled = false
    const endless = new Response(
      new ReadableStream({
        pull(controller) {
          pulled++
          controller.enqueue(new Uint8Array(100))
        },
        cancel() {
          cancelled = true
        },
      }),
    )
    const error = await readBodyText(endless, 250).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(BodyTooLarge)
    expect(error).toMatchObject({ size: 300, status: 200 })
    expect(cancelled).toBe(true)
    expect(pulled).toBeLessThan(6)
  })

  it('refuses an announced Content-Length above the limit before reading; a compressed body is judged decoded', async () => {
    await expect(readBodyText(streamed([new Uint8Array(10)], { 'content-length': '2147483648' }), 100)).rejects.toEqual(
      new BodyTooLarge(2 ** 31, 200),
    )
    const compressed = streamed([new Uint8Array(10)], { 'content-length': '500', 'content-encoding': 'gzip' })
    expect(await readBodyText(compressed, 100)).toHaveLength(10)
  })

  it('holds an answer without a body stream to the limit too', async () => {
    const answer = {
      body: null,
      headers: new Headers(),
      status: 502,
      text: async () => 'x'.repeat(101),
    } as unknown as Response
    await expect(readBodyText(answer, 100)).rejects.toMatchObject({ size: 101, status: 502 })
  })
})
