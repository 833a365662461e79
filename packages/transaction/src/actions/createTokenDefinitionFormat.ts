import { deriveTokenRri, encodeAccountAddress } from '@ledgernet/crypto'
import { readText } from '../bytes/readText.js'
import { SYMBOL, TOKEN_DESCRIPTION, TOKEN_NAME, TOKEN_URL } from '../formatLimits.js'
import { readAccountField } from '../unsignedTransaction/accountField.js'
import type { CreateTokenDefinition } from '../unsignedTransaction/UnsignedTransaction.js'
import { CREATE_TOKEN_DEFINITION_TAG } from '../unsignedTransaction/unsignedTransactionLayout.js'
import type { ActionFormat } from './ActionFormat.js'
import type { GatewayCreateTokenDefinition } from './GatewayAction.js'
import { gatewayAmount } from './gatewayAmount.js'

/**
 * The CreateTokenDefinition action (tag 0x02): owner key, symbol, name, description, icon URL,
 * URL, supply mutability, and for a fixed supply the recipient and the supply. Decoding fills
 * in `token`, the rri derived from the owner and the symbol; `toGateway` writes it (an action
 * without one goes through `toGatewayActions`, which derives it).
 *
 * @example
 * import { createTokenDefinitionFormat, decodeUnsignedTransactionWith } from '@ledgernet/transaction'
 * decodeUnsignedTransactionWith(unsignedHex, [createTokenDefinitionFormat]).actions[0].token // 'gem_dr1…'
 */
export const createTokenDefinitionFormat: ActionFormat<CreateTokenDefinition> = {
  type: 'CreateTokenDefinition',
  tag: CREATE_TOKEN_DEFINITION_TAG,
  read(reader, network, field) {
    const owner = reader.publicKey(`${field}.owner`)
    const symbol = reader.symbol(`${field}.symbol`, SYMBOL)
    const action: CreateTokenDefinition = {
      type: 'CreateTokenDefinition',
      owner: encodeAccountAddress(owner, network),
      symbol,
      name: readText(reader, `${field}.name`, TOKEN_NAME),
      description: readText(reader, `${field}.description`, TOKEN_DESCRIPTION),
      iconUrl: readText(reader, `${field}.iconUrl`, TOKEN_URL),
      url: readText(reader, `${field}.url`, TOKEN_URL),
      isSupplyMutable: reader.bool(`${field}.isSupplyMutable`),
      supply: 0n,
      token: deriveTokenRri(owner, symbol, network),
    }
    if (!action.isSupplyMutable) {
      action.to = readAccountField(reader, network, `${field}.to`)
      action.supply = reader.positiveU256(`${field}.supply`)
    }
    return action
  },
  toGateway(action) {
    // `token_supply` sits beside `token_properties`, as in the service description's sample.
    const created: GatewayCreateTokenDefinition = {
      type: 'CreateTokenDefinition',
      token_properties: {
        name: action.name,
        description: action.description,
        icon_url: action.iconUrl,
        url: action.url,
        symbol: action.symbol,
        is_supply_mutable: action.isSupplyMutable,
        granularity: '1',
        owner: { address: action.owner },
      },
      token_supply: gatewayAmount(action.supply, action.token!),
    }
    if (action.to !== undefined) created.to_account = { address: action.to }
    return created
  },
}
