import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The operator a request comes from, as audit entries and actions name them. */
export interface Operator {
  /** users.id */
  userId: number;
  email: string;
}

/** The signed-in operator; only on routes behind OperatorGuard, which guarantees the account is there. */
export const CurrentOperator = createParamDecorator((_data: unknown, context: ExecutionContext): Operator => {
  const user = context.switchToHttp().getRequest<Request>().user;
  if (!user) throw new Error('@CurrentOperator() used on a route without OperatorGuard');
  return { userId: user.id, email: user.email };
});
