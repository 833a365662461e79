import { redactUrl } from '@ledgernet/transport'
import type { HttpExchange } from '../exchangeHttp.js'
import type { ExchangeSummary } from './ContractReport.js'
import { curlLine } from './curlLine.js'

const limit = 2000

/**
 * What a report keeps of an exchange: method, URL (credentials redacted), the headers of both
 * sides (the admin's credentials as `[redacted]`), the request and answer bodies cut to 2,000
 * characters, and a curl line that sends the request again.
 *
 * @example
 * check.exchange = summarizeExchange(exchange)
 */
export function summarizeExchange(exchange: HttpExchange): ExchangeSummary {
  const { request } = exchange
  const summary: ExchangeSummary = { method: request.method, url: redactUrl(request.url), curl: curlLine(request) }
  if (request.headers && Object.keys(request.headers).length)
    summary.requestHeaders = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        name.toLowerCase() === 'authorization' && request.adminCredentials ? '[redacted]' : value,
      ]),
    )
  if (request.body !== undefined) summary.requestBody = cut(request.body)
  if (exchange.answer) {
    summary.status = exchange.answer.status
    summary.responseHeaders = Object.fromEntries(exchange.answer.headers)
    if (exchange.answer.text !== '') summary.responseBody = cut(exchange.answer.text)
  }
  if (exchange.error) summary.error = exchange.error
  return summary
}

function cut(text: string): string {
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text
}
