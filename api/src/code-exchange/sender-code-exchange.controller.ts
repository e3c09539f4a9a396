import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiConflictResponse,
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
import { CodeExchanges } from './code-exchanges.service.js';
import { PendingExchangeMessageResponseDto } from './dto/pending-exchange-message.dto.js';
import { SenderAnswerDto, senderAnswerOf } from './dto/sender-answer.dto.js';
import { EXCHANGE_SESSION_ID, SESSION_ID_PARAM } from './session-id.js';

/**
 * The sender's side of the code exchange: its open page waits for recipients' messages and answers them,
 * authorised like the rest of sender control (management key or the owner's session), under /api/shares beside
 * the share's other sender routes.
 */
@ApiTags('code exchange')
@ApiParam(FOLDER_CODE_PARAM)
@ApiHeader(MANAGE_KEY_HEADER_DOC)
@ApiNotFoundResponse({ description: 'No share has this code and management key (or owner); or the exchange ended' })
@ApiGoneResponse({ description: 'The share has ended' })
@ApiConflictResponse({ description: 'The share is not end-to-end encrypted (`reason: not-encrypted`)' })
@GuardedAgainstGuessing('key')
@Controller('shares')
export class SenderCodeExchangeController {
  constructor(private readonly exchanges: CodeExchanges) {}

  @Get(':code/code-exchange')
  @ApiOperation({
    summary: "Wait (at most 25 s) for a recipient's message to the share's sender; marks the sender's page open",
    description:
      'Each message goes to exactly one poll. The sender counts as present while a poll waits, and for 5 s after.',
  })
  @ApiOkResponse({ type: PendingExchangeMessageResponseDto })
  @ApiNoContentResponse({ description: 'No message came in the wait: poll again' })
  async next(
    @Param('code', FolderCodePipe) code: string,
    @Headers(MANAGE_KEY_HEADER) manageKey: string | undefined,
    @CurrentUser() user: SessionUser | undefined,
    @ClientGone() clientGone: AbortSignal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PendingExchangeMessageResponseDto | undefined> {
    const next = await this.exchanges.nextForSender(code, { manageKey, ownerId: user?.id }, clientGone);
    if (!next) response.status(HttpStatus.NO_CONTENT);
    return next;
  }

  @Post(':code/code-exchange/:sessionId')
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Answer (or refuse) the recipient's step the poll handed over" })
  @ApiParam(SESSION_ID_PARAM)
  @ApiNoContentResponse({ description: 'Handed to the recipient waiting for it' })
  answer(
    @Param('code', FolderCodePipe) code: string,
    @Param('sessionId', EXCHANGE_SESSION_ID) sessionId: string,
    @Body() answer: SenderAnswerDto,
    @Headers(MANAGE_KEY_HEADER) manageKey: string | undefined,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<void> {
    return this.exchanges.answer(
      code,
      { manageKey, ownerId: user?.id },
      sessionId,
      answer.step,
      senderAnswerOf(answer),
    );
  }
}
