/**
 * What the host process reports of itself: its processors and its heap (bytes; 0 where the
 * runtime does not say).
 *
 * @example
 * const facts: HostFacts = { processors: 2, heapUsed: 9_000_000, heapTotal: 12_000_000, heapLimit: 4_345_298_944 }
 */
export type HostFacts = { processors: number; heapUsed: number; heapTotal: number; heapLimit: number }
