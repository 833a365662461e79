/**
 * A map that forgets its oldest entries beyond `limit`, so that a cache keyed by what clients
 * send (addresses, transactions) cannot grow without bound.
 *
 * @example
 * const cache = new BoundedCache<string, number>(2)
 * cache.set('a', 1); cache.set('b', 2); cache.set('c', 3)
 * cache.get('a') // undefined
 */
export class BoundedCache<K, V> {
  readonly #entries = new Map<K, V>()
  readonly limit: number

  constructor(limit: number) {
    this.limit = limit
  }

  get(key: K): V | undefined {
    return this.#entries.get(key)
  }

  set(key: K, value: V): void {
    if (this.#entries.size >= this.limit && !this.#entries.has(key)) {
      const oldest = this.#entries.keys().next()
      if (!oldest.done) this.#entries.delete(oldest.value)
    }
    this.#entries.set(key, value)
  }

  delete(key: K): void {
    this.#entries.delete(key)
  }

  get size(): number {
    return this.#entries.size
  }
}
