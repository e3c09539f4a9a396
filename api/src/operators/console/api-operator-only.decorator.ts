import { applyDecorators } from '@nestjs/common';
import { ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { NOT_AN_OPERATOR_MESSAGE, OPERATOR_SIGN_IN_MESSAGE } from '../operator.guard.js';

/** Documents OperatorGuard's answers on a console controller. */
export function ApiOperatorOnly(): ClassDecorator & MethodDecorator {
  return applyDecorators(
    ApiUnauthorizedResponse({ description: OPERATOR_SIGN_IN_MESSAGE }),
    ApiForbiddenResponse({ description: `${NOT_AN_OPERATOR_MESSAGE} (or the request came from another site)` }),
  );
}
