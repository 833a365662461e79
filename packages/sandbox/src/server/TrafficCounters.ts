/**
 * What the HTTP server and the websocket feed count, for the node REST system record's
 * `messages` and `events`.
 *
 * @example
 * const traffic = new TrafficCounters()
 * traffic.received += 1
 */
export class TrafficCounters {
  /** HTTP requests received. */
  received = 0
  /** HTTP requests answered. */
  answered = 0
  /** HTTP requests answered with a 4xx status (malformed, unknown, refused). */
  refused = 0
  /** Websocket messages sent. */
  sent = 0
  /** Websocket messages dropped because a socket was closing. */
  aborted = 0

  /** Requests received and not answered yet. */
  get inFlight(): number {
    return this.received - this.answered
  }
}
