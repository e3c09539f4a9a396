/**
 * File requests, asking for files end to end encrypted (README.md; docs/design/file-requests.md). The requester's
 * side: making a request, this device's requests, following one as its files arrive and opening them. The
 * uploader's side: a request link opened (its card checked with the key after `#`), and an answer sealed for it
 * and sent through the upload queue (features/send), which announces it to the request.
 */
export { CreateRequestForm } from './requester/create-request-form';
export { DeviceRequests } from './requester/device-requests';
export { MyRequests } from './requester/my-requests';
export { RequestView } from './requester/request-view';
export { AnswerRequest } from './uploader/answer-request';
export { openRequestLink, type OpenedRequest } from './uploader/open-request';
