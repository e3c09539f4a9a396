/**
 * The recipient's side of the code exchange: the 4-digit code, typed on /file-access, gets the key of an end-to-end
 * encrypted share from its sender's open page, through the API's relay, which sees nothing it could use.
 */
import { type LookupOptions } from '../../../lib/api/proof-of-work-request';
import { sendExchangeStep, startCodeExchange } from '../../../lib/api/code-exchange';
import { encodeShareKey } from '../../encryption';
import { RecipientExchange } from './code-exchange';
import { decodeMessage, encodeMessage, exchangeChannel } from './relay-messages';

/**
 * The share key, encoded as a link's fragment spells it. Starting the exchange is a code lookup (the options
 * carry its proof of work and the share's password); a sender's page that is not open answers with a 409
 * saying how else the share opens, and a wrong code or an altered message ends in a CodeExchangeError.
 */
export async function shareKeyByCode(code: string, options: LookupOptions = {}): Promise<string> {
  const sessionId = await startCodeExchange(code, options);
  const exchange = new RecipientExchange(code, exchangeChannel(sessionId));
  const reply = await sendExchangeStep(sessionId, 'hello', encodeMessage(exchange.hello), options.signal);
  const confirmation = exchange.confirm(decodeMessage(reply));
  const sealed = await sendExchangeStep(sessionId, 'confirmation', encodeMessage(confirmation), options.signal);
  return encodeShareKey(await exchange.openShareKey(decodeMessage(sealed)));
}
