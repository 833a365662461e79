import type { Ledger } from './Ledger.js'

/**
 * The {@link Ledger} behind each client `viaJsonRpc` made. Kept here, out of callers' reach,
 * rather than on the object: no object a caller makes can stand in for the flows' steps and
 * their checks. A module of its own, so the flows find an adapter without importing its code.
 */
export const ledgerAdapters: WeakMap<object, Ledger> = /* @__PURE__ */ new WeakMap()
