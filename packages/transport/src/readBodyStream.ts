/**
 * The body of a success answer as its stream, for the caller to read as it comes (a
 * `text/event-stream`): the size limit is the reader's to keep, since the stream may never end.
 *
 * @example
 * const events = await readBodyStream(response) // ReadableStream<Uint8Array> | null
 */
export async function readBodyStream(response: Response): Promise<ReadableStream<Uint8Array> | null> {
  return response.body
}
