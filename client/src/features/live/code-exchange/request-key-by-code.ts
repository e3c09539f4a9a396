/**
 * The uploader's side of the code exchange for a file request: the request's 4-digit code, typed on /file-access,
 * gets its request key K from the requester's open page, through the API's relay, which sees nothing it could
 * use. The same flow as share-key-by-code.ts, under the request purpose's labels (code-exchange.ts), so a page
 * answering for a share can never hand its key to it, nor a request's page to a share's recipient.
 */
import { type LookupOptions } from '../../../lib/api/proof-of-work-request';
import { sendExchangeStep, startCodeExchange } from '../../../lib/api/code-exchange';
import { RecipientExchange } from './code-exchange';
import { decodeMessage, encodeMessage, exchangeChannel } from './relay-messages';

/**
 * K's 32 bytes. Starting the exchange is a code lookup (the options carry its proof of work); a requester whose
 * page is not open answers with a 409 saying how else the request opens, and a wrong code or an altered message
 * ends in a CodeExchangeError. Both people may then compare checkNumber(K) (request-check-number.ts).
 */
export async function requestKeyByCode(code: string, options: LookupOptions = {}): Promise<Uint8Array> {
  const sessionId = await startCodeExchange(code, options);
  const exchange = new RecipientExchange(code, exchangeChannel(sessionId, 'request'));
  const reply = await sendExchangeStep(sessionId, 'hello', encodeMessage(exchange.hello), options.signal);
  const confirmation = exchange.confirm(decodeMessage(reply));
  const sealed = await sendExchangeStep(sessionId, 'confirmation', encodeMessage(confirmation), options.signal);
  return exchange.openKey(decodeMessage(sealed));
}
