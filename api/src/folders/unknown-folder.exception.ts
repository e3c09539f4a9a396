import { ApiException } from '../errors/api-exception.js';

const INVALID_CODE_MESSAGE = 'Invalid code';
const INVALID_LINK_MESSAGE = 'This link does not open any share. Check that it was copied whole.';

/** No folder holds the code: counted per client and towards the service-wide guessing budget. */
export class UnknownFolderCodeException extends ApiException {
  constructor() {
    super('unknown_code', INVALID_CODE_MESSAGE);
  }
}

/** No folder has the link: counted per client only (a link key cannot be guessed). */
export class UnknownFolderLinkException extends ApiException {
  constructor() {
    super('unknown_link', INVALID_LINK_MESSAGE);
  }
}

const UNKNOWN_MANAGED_FOLDER_MESSAGE = 'No share has this code and management key (or it was removed after it ended).';

/** No folder has the code and management key (or the signed-in owner): counted per client, like an unknown link. */
export class UnknownManagedFolderException extends ApiException {
  constructor() {
    super('unknown_managed_share', UNKNOWN_MANAGED_FOLDER_MESSAGE);
  }
}
