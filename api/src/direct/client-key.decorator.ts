import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { clientKey } from '../common/client-ip.js';

/** The client's rate-limit key (IPv4 address or IPv6 /64), as the per-client limits count it. */
export const ClientKey = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  clientKey(context.switchToHttp().getRequest<Request>()),
);
