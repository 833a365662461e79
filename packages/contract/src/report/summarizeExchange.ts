import type { HttpExchange } from '../exchangeHttp.js'
import type { ExchangeSummary } from './ContractReport.js'

const limit = 2000

/**
 * What a report keeps of an exchange: method, URL, the request and answer bodies cut to 2,000
 * characters. Headers are left out, so credentials never reach a report.
 *
 * @example
 * check.exchange = summarizeExchange(exchange)
 */
export function summarizeExchange(exchange: HttpExchange): ExchangeSummary {
  const summary: ExchangeSummary = { method: exchange.request.method, url: exchange.request.url }
  if (exchange.request.body !== undefined) summary.requestBody = cut(exchange.request.body)
  if (exchange.answer) {
    summary.status = exchange.answer.status
    if (exchange.answer.text !== '') summary.responseBody = cut(exchange.answer.text)
  }
  if (exchange.error) summary.error = exchange.error
  return summary
}

function cut(text: string): string {
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text
}
