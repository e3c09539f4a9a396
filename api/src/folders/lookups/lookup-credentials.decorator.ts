import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiOkResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { clientKey } from '../../common/client-ip.js';
import { FolderResponseDto } from '../dto/folder.dto.js';
import { PROOF_OF_WORK_HEADER, PROOF_OF_WORK_HEADER_DOC } from '../guessing/proof-of-work.js';
import { SHARE_PASSWORD_HEADER, SHARE_PASSWORD_HEADER_DOC } from '../password/folder-password.js';

/** What a lookup brings besides the code or link: a proof of work, a share password, and who asks. */
export interface LookupCredentials {
  proofOfWork?: string;
  password?: string;
  /** The client's rate-limit key (IPv4 address or IPv6 /64). */
  client: string;
}

const header = (request: Request, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export const Credentials = createParamDecorator((_data: unknown, context: ExecutionContext): LookupCredentials => {
  const request = context.switchToHttp().getRequest<Request>();
  return {
    proofOfWork: header(request, PROOF_OF_WORK_HEADER),
    password: header(request, SHARE_PASSWORD_HEADER),
    client: clientKey(request),
  };
});

/** A lookup's answer and the request headers @Credentials reads, as the OpenAPI document lists them. */
export function ApiLookupAnswer(): MethodDecorator {
  return applyDecorators(
    // Applied in this order, the document lists the password header first.
    ApiHeader(SHARE_PASSWORD_HEADER_DOC),
    ApiHeader(PROOF_OF_WORK_HEADER_DOC),
    ApiOkResponse({ type: FolderResponseDto }),
  );
}
