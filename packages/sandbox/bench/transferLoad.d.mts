// Types of transferLoad.mjs, for the tests that import it.

export type LoadAccount = {
  address: string
  v0Address: string
  publicKey: string
  privateKey?: string
  balance: bigint | string
}
export type Submission = { hash: string; from: number; to: number; amount: bigint; fee: bigint }
export type LoadTarget = { gatewayUrl: string }

export function jsonClient(maxSockets?: number): {
  post(url: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>
  close(): void
}

export function transferLoad(options: {
  target: () => LoadTarget
  waitForTarget?: () => Promise<void>
  accounts: readonly LoadAccount[]
  transfers: number
  clients: number
  pollMs?: number
  shouldStop?: () => boolean
  onProgress?: (counts: { confirmed: number; failed: number; refused: number; networkErrors: number }) => void
}): Promise<{
  submissions: Submission[]
  reported: Set<string>
  counts: { confirmed: number; failed: number; refused: number; networkErrors: number }
}>

export function isNetworkError(error: unknown): boolean

export function reconcile(options: {
  sandbox: { gatewayUrl: string; v0Url: string; accounts: readonly LoadAccount[] }
  submissions: readonly Submission[]
  reported?: ReadonlySet<string>
}): Promise<{
  statuses: { CONFIRMED: number; FAILED: number; PENDING: number; notFound: number }
  supply: bigint
  sumOfBalances: bigint
  problems: string[]
}>
