import { ApiException } from '../../errors/api-exception.js';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { OperatorRoster } from './operator-roster.js';

export const OPERATOR_SIGN_IN_MESSAGE = 'Sign in to use the operator console.';
export const NOT_AN_OPERATOR_MESSAGE = 'This account is not an operator.';

/**
 * Lets a request through only from a signed-in operator (OperatorRoster): 401 without a session, 403 for any
 * other account. Use it with `@UseGuards(OperatorGuard)` in a module that imports OperatorAccessModule.
 */
@Injectable()
export class OperatorGuard implements CanActivate {
  constructor(private readonly roster: OperatorRoster) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user) throw new ApiException('operator_sign_in_required', OPERATOR_SIGN_IN_MESSAGE);
    if (!this.roster.isOperator(user)) throw new ApiException('not_an_operator', NOT_AN_OPERATOR_MESSAGE);
    return true;
  }
}

export { CurrentOperator, type Operator } from './current-operator.decorator.js';
