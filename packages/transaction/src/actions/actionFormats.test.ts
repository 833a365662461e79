import { describe, expect, it } from 'vitest'
import {
  BURN_TOKENS_TAG,
  CREATE_TOKEN_DEFINITION_TAG,
  MINT_TOKENS_TAG,
  TRANSFER_TOKENS_TAG,
} from '../unsignedTransaction/unsignedTransactionLayout.js'
import { actionFormats } from './actionFormats.js'

describe('actionFormats', () => {
  it('holds every action type of section A.2 once, under its own tag', () => {
    expect(actionFormats.map((format) => [format.type, format.tag])).toEqual([
      ['TransferTokens', TRANSFER_TOKENS_TAG],
      ['CreateTokenDefinition', CREATE_TOKEN_DEFINITION_TAG],
      ['MintTokens', MINT_TOKENS_TAG],
      ['BurnTokens', BURN_TOKENS_TAG],
    ])
  })
})
