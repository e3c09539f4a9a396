/**
 * What needs both devices at once: the sender's side of the code exchange, part of every page's frame (the app
 * puts it there), answering for this device's end-to-end encrypted shares.
 */
export { CodeExchangeHost } from './code-exchange-host';
