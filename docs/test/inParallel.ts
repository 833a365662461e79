/**
 * Runs `work` on every item with at most `lanes` at a time, each lane with its own resource
 * (a browser tab), and resolves once all are done.
 *
 * @example
 * await inParallel(pages, tabs, async (page, tab) => tab.goto(page))
 */
export async function inParallel<T, R>(
  items: readonly T[],
  resources: readonly R[],
  work: (item: T, resource: R) => Promise<void>,
): Promise<void> {
  let next = 0
  await Promise.all(
    resources.map(async (resource) => {
      while (next < items.length) {
        const item = items[next++]!
        await work(item, resource)
      }
    }),
  )
}
