/**
 * The values of `sandboxCommandOptions()`, as commander gives them.
 *
 * @example
 * const values: SandboxCommandValues = { port: 0, host: '127.0.0.1', roundMs: 20 }
 */
export type SandboxCommandValues = {
  port: number
  host: string
  exposeControls?: boolean
  /** Every `--allow-host`, in order. */
  allowHost?: string[]
  /** Every `--allow-origin`, in order. */
  allowOrigin?: string[]
  roundMs?: number
  /** `--no-automine` gives `false`. */
  automine?: boolean
  /** `--controls` gives `true`, `--no-controls` `false`. */
  controls?: boolean
  roundsPerEpoch?: number
  strictLifecycle?: boolean
  dataDir?: string
  reset?: boolean
  repairTruncate?: boolean
  accounts?: number
}
