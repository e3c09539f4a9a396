import { applyDecorators, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiParam, type ApiParamOptions } from '@nestjs/swagger';
import { SameOriginGuard } from '../http/same-origin.guard.js';

/**
 * The route by which a sender's page answers (or refuses) a recipient's message its live poll handed over:
 * `POST {road}/{sessionId}` under the share, from the page's own origin, 204 once handed to the recipient.
 */
export function SenderAnswerRoute(road: string, summary: string, sessionId: ApiParamOptions): MethodDecorator {
  return applyDecorators(
    Post(`:code/${road}/:sessionId`),
    UseGuards(SameOriginGuard),
    HttpCode(HttpStatus.NO_CONTENT),
    ApiOperation({ summary }),
    ApiParam(sessionId),
    ApiNoContentResponse({ description: 'Handed to the recipient waiting for it' }),
  );
}
