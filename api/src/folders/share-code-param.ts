import type { ApiParamOptions } from '@nestjs/swagger';
import { CODE_LENGTH, SHARE_CODE_PATTERN } from './share-code.js';

/** The OpenAPI description of a `:code` path parameter validated by ShareCodePipe. */
export const SHARE_CODE_PARAM: ApiParamOptions = {
  name: 'code',
  description: `The share's ${CODE_LENGTH}-digit code`,
  example: '0427',
  schema: { type: 'string', pattern: SHARE_CODE_PATTERN },
};
