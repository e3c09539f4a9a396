import type { ApiParamOptions } from '@nestjs/swagger';
import { CODE_LENGTH } from '../../code-space/codes.js';
import { FOLDER_CODE_PATTERN } from './folder-code.js';
import { FOLDER_LINK_EXAMPLE, FOLDER_LINK_PATTERN } from './folder-ref.js';

/** The OpenAPI description of a `:code` path parameter validated by FolderCodePipe. */
export const FOLDER_CODE_PARAM: ApiParamOptions = {
  name: 'code',
  description: `The share's ${CODE_LENGTH}-digit code`,
  example: '0427',
  schema: { type: 'string', pattern: FOLDER_CODE_PATTERN },
};

/** A `:link` path parameter validated by FolderLinkPipe: the last segment of the share link. */
export const FOLDER_LINK_PARAM: ApiParamOptions = {
  name: 'link',
  description: `The share link's last segment: the ${CODE_LENGTH}-digit code, a dash and the link key`,
  example: FOLDER_LINK_EXAMPLE,
  schema: { type: 'string', pattern: FOLDER_LINK_PATTERN },
};

/** A `:ref` path parameter validated by FolderRefPipe: a code (a budgeted code lookup) or a link. */
export const FOLDER_REF_PARAM: ApiParamOptions = {
  name: 'ref',
  description: `A ${CODE_LENGTH}-digit code (a code lookup) or the share link's last segment`,
  example: FOLDER_LINK_EXAMPLE,
  schema: { type: 'string', pattern: `${FOLDER_CODE_PATTERN}|${FOLDER_LINK_PATTERN}` },
};
