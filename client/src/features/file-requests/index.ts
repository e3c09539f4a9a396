/**
 * File requests, asking for files end to end encrypted (README.md; docs/design/file-requests.md): so far the
 * uploader's side without its page: a request link opened (its card checked with the key after `#`), and an
 * answer sealed for it, ready for the upload queue (features/send), which announces it to the request.
 */
export { AnswerRequest } from './uploader/answer-request';
export { openRequestLink, type OpenedRequest, type OpenRequest } from './uploader/open-request';
export { sealAnswer, type SealedAnswer } from './uploader/seal-answer';
