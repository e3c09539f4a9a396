/**
 * The six digits both people compare after a file request's key came by code (docs/design/file-requests.md
 * §1.5): the requester's page shows them when an uploader got K from it, the uploader's page once it has K. One
 * import, so both sides take the same function.
 */
export { checkNumber } from '../../encryption';
