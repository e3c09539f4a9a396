import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SameOriginGuard } from '../same-origin.guard.js';
import { NOT_AN_OPERATOR_MESSAGE, OPERATOR_SIGN_IN_MESSAGE, OperatorGuard } from './operator.guard.js';

/** The 403 of a console route that also refuses other sites' pages (SameOriginGuard). */
export const NOT_AN_OPERATOR_OR_CROSS_SITE = `${NOT_AN_OPERATOR_MESSAGE.replace(/\.$/, '')}, or the request came from another site.`;

interface OperatorOnlyOptions {
  /** Also refuse requests from other sites' pages (SameOriginGuard), for routes that change something. */
  sameOrigin?: boolean;
}

/**
 * Puts an operator-console controller behind OperatorGuard (401 without a session, 403 for any other account),
 * under the `operators` API tag with those answers documented. The module must import OperatorAccessModule.
 */
export function OperatorOnly({ sameOrigin = false }: OperatorOnlyOptions = {}): ClassDecorator {
  return applyDecorators(
    ApiTags('operators'),
    ApiUnauthorizedResponse({ description: OPERATOR_SIGN_IN_MESSAGE }),
    ApiForbiddenResponse({ description: sameOrigin ? NOT_AN_OPERATOR_OR_CROSS_SITE : NOT_AN_OPERATOR_MESSAGE }),
    sameOrigin ? UseGuards(OperatorGuard, SameOriginGuard) : UseGuards(OperatorGuard),
  );
}
