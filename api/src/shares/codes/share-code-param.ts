import type { ApiParamOptions } from '@nestjs/swagger';
import { CODE_LENGTH, SHARE_CODE_PATTERN } from './share-code.js';
import { SHARE_LINK_EXAMPLE, SHARE_LINK_PATTERN } from './share-ref.js';

/** The OpenAPI description of a `:code` path parameter validated by ShareCodePipe. */
export const SHARE_CODE_PARAM: ApiParamOptions = {
  name: 'code',
  description: `The share's ${CODE_LENGTH}-digit code`,
  example: '0427',
  schema: { type: 'string', pattern: SHARE_CODE_PATTERN },
};

/** A `:link` path parameter validated by ShareLinkPipe: the last segment of the share link. */
export const SHARE_LINK_PARAM: ApiParamOptions = {
  name: 'link',
  description: `The share link's last segment: the ${CODE_LENGTH}-digit code, a dash and the link key`,
  example: SHARE_LINK_EXAMPLE,
  schema: { type: 'string', pattern: SHARE_LINK_PATTERN },
};

/** A `:ref` path parameter validated by ShareRefPipe: a code (a budgeted code lookup) or a link. */
export const SHARE_REF_PARAM: ApiParamOptions = {
  name: 'ref',
  description: `A ${CODE_LENGTH}-digit code (a code lookup) or the share link's last segment`,
  example: SHARE_LINK_EXAMPLE,
  schema: { type: 'string', pattern: `${SHARE_CODE_PATTERN}|${SHARE_LINK_PATTERN}` },
};
