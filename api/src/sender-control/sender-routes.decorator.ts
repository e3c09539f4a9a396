import { applyDecorators, Controller, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { FOLDER_CODE_PARAM } from '../folders/codes/folder-code-param.js';
import { GuardedAgainstGuessing } from '../folders/guessing/guarded-against-guessing.decorator.js';
import type { Manager } from './folder-management.service.js';
import { MANAGE_KEY_HEADER, MANAGE_KEY_HEADER_DOC } from '../folders/manage/manage-key.js';

/**
 * A controller of sender control: its routes sit under /api/shares/{code}, are authorised by the share's
 * management key (or its owner's session), and count an unknown key against the client's failed lookups.
 * `notFound` says what a 404 means on these routes, beyond a code and key that match no share.
 */
export function SenderRoutes(tag: string, notFound: string): ClassDecorator {
  return applyDecorators(
    ApiTags(tag),
    ApiParam(FOLDER_CODE_PARAM),
    ApiHeader(MANAGE_KEY_HEADER_DOC),
    ApiNotFoundResponse({ description: `No share has this code and management key (or owner); ${notFound}` }),
    GuardedAgainstGuessing('key'),
    Controller('shares'),
  );
}

/** Who asks to manage the share: the management key the request carries, else the signed-in owner. */
export const ShareManager = createParamDecorator((_data: unknown, context: ExecutionContext): Manager => {
  const request = context.switchToHttp().getRequest<Request>();
  return { manageKey: request.header(MANAGE_KEY_HEADER), ownerId: request.user?.id };
});
