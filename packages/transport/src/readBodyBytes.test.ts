import { describe, expect, it } from 'vitest'
import { BodyTooLarge } from './BodyTooLarge.js'
import { readBodyBytes } from './readBodyBytes.js'

const streamOf = (...chunks: number[][]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk))
      controller.close()
    },
  })

describe('readBodyBytes', () => {
  it('reads a binary answer whole, chunk by chunk', async () => {
    expect(await readBodyBytes(new Response(streamOf([1, 2], [3], [0xff])), 10)).toEqual(
      new Uint8Array([1, 2, 3, 0xff]),
    )
  })

  it('stops at the limit, before reading when Content-Length says so, or as the chunks pass it', async () => {
    const declared = new Response(streamOf([1]), { headers: { 'content-length': '11' } })
    await expect(readBodyBytes(declared, 10)).rejects.toEqual(new BodyTooLarge(11, 200))
    await expect(readBodyBytes(new Response(streamOf([1, 2, 3], [4, 5, 6]), { status: 201 }), 5)).rejects.toEqual(
      new BodyTooLarge(6, 201),
    )
  })
})
