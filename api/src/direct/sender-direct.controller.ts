import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiGoneResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../http/current-user.decorator.js';
import { SameOriginGuard } from '../http/same-origin.guard.js';
import type { SessionUser } from '../http/session-user.js';
import { FOLDER_CODE_PARAM } from '../folders/codes/folder-code-param.js';
import { FolderCodePipe } from '../folders/codes/folder-code.pipe.js';
import { GuardedAgainstGuessing } from '../folders/guessing/guarded-against-guessing.decorator.js';
import { MANAGE_KEY_HEADER, MANAGE_KEY_HEADER_DOC } from '../folders/manage/manage-key.js';
import { ClientGone } from '../relay/client-gone.decorator.js';
import { DIRECT_SESSION_ID, DIRECT_SESSION_ID_PARAM } from './direct-session-id.js';
import { DirectSenders } from './direct-senders.service.js';
import { DirectAnswerDto, senderAnswerOf } from './dto/direct-answer.dto.js';
import { PendingOfferDto } from './dto/pending-offer.dto.js';

/**
 * The sender's side of direct transfer: its open page waits for recipients' offers and answers them,
 * authorised like the rest of sender control, under /api/shares beside the share's other sender routes.
 */
@ApiTags('direct transfer')
@ApiParam(FOLDER_CODE_PARAM)
@ApiHeader(MANAGE_KEY_HEADER_DOC)
@ApiNotFoundResponse({
  description: 'No share has this code and management key (or owner); direct transfer is off; or the session ended',
})
@ApiGoneResponse({ description: 'The share has ended' })
@GuardedAgainstGuessing('key')
@Controller('shares')
export class SenderDirectController {
  constructor(private readonly senders: DirectSenders) {}

  @Get(':code/direct')
  @ApiOperation({
    summary: "Wait (at most 25 s) for a recipient's offer; the sender counts as there for direct transfer",
    description: 'Each offer goes to exactly one poll. The sender counts as present while a poll waits, and 5 s after.',
  })
  @ApiOkResponse({ type: PendingOfferDto })
  @ApiNoContentResponse({ description: 'No offer came in the wait: poll again' })
  async nextOffer(
    @Param('code', FolderCodePipe) code: string,
    @Headers(MANAGE_KEY_HEADER) manageKey: string | undefined,
    @CurrentUser() user: SessionUser | undefined,
    @ClientGone() clientGone: AbortSignal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PendingOfferDto | undefined> {
    const next = await this.senders.nextOffer(code, { manageKey, ownerId: user?.id }, clientGone);
    if (!next) response.status(HttpStatus.NO_CONTENT);
    return next;
  }

  @Post(':code/direct/:sessionId')
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Answer (or refuse) the offer the poll handed over' })
  @ApiParam(DIRECT_SESSION_ID_PARAM)
  @ApiNoContentResponse({ description: 'Handed to the recipient waiting for it' })
  answer(
    @Param('code', FolderCodePipe) code: string,
    @Param('sessionId', DIRECT_SESSION_ID) sessionId: string,
    @Body() answer: DirectAnswerDto,
    @Headers(MANAGE_KEY_HEADER) manageKey: string | undefined,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<void> {
    return this.senders.answer(code, { manageKey, ownerId: user?.id }, sessionId, senderAnswerOf(answer));
  }
}
