import { ApiException } from '../errors/api-exception.js';

/** No request has the link, or the code with the requester's credential: counted like an unknown management key. */
export class UnknownRequestException extends ApiException {
  constructor() {
    super('unknown_request', 'No file request has this link, or this code and requester key (or it ended long ago).');
  }
}

/** A requester key that is not the request's: counted against the client's failed lookups of keys. */
export class WrongRequesterKeyException extends ApiException {
  constructor() {
    super('wrong_requester_key', 'This requester key does not belong to the file request.');
  }
}

/** An upload token that is not the request's (someone who found its code without its link): counted as well. */
export class BadUploadTokenException extends ApiException {
  constructor() {
    super('bad_upload_token', 'This upload token does not belong to the file request: open it with its whole link.');
  }
}
