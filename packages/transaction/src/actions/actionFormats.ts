import type { ActionFormat } from './ActionFormat.js'
import { burnTokensFormat } from './burnTokensFormat.js'
import { createTokenDefinitionFormat } from './createTokenDefinitionFormat.js'
import { mintTokensFormat } from './mintTokensFormat.js'
import { transferTokensFormat } from './transferTokensFormat.js'

/** Every action type of section A.2, by tag. */
export const actionFormats: readonly ActionFormat[] = [
  transferTokensFormat,
  createTokenDefinitionFormat,
  mintTokensFormat,
  burnTokensFormat,
] as readonly ActionFormat[]
