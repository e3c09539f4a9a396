/**
 * File requests: asking for files, end-to-end encrypted (docs/design/file-requests.md). Pages import from here.
 */
// The requester's side: making a request, this device's requests, following one as its files arrive.
export { CreateRequestForm } from './requester/create-request-form';
export { DeviceRequests } from './requester/device-requests';
export { RequestView } from './requester/request-view';
