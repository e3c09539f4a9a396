import { Body, Param } from '@nestjs/common';
import { ApiConflictResponse, ApiGoneResponse } from '@nestjs/swagger';
import { FolderCodePipe } from '../folders/codes/folder-code.pipe.js';
import type { Manager } from '../sender-control/folder-management.service.js';
import { SenderRoutes, ShareManager } from '../sender-control/sender-routes.decorator.js';
import { SenderAnswerRoute } from '../relay/sender-answer-route.decorator.js';
import { CodeExchanges } from './code-exchanges.service.js';
import { SenderAnswerDto, senderAnswerOf } from './dto/sender-answer.dto.js';
import { EXCHANGE_SESSION_ID, SESSION_ID_PARAM } from './session-id.js';

/**
 * The sender's side of the code exchange: recipients' messages reach its open page on the page's live poll
 * (POST /api/live); it answers them here, authorised like the rest of sender control.
 */
@SenderRoutes('code exchange', 'or the exchange ended')
@ApiGoneResponse({ description: 'The share has ended' })
@ApiConflictResponse({ description: 'The share is not end-to-end encrypted (`reason: not-encrypted`)' })
export class SenderCodeExchangeController {
  constructor(private readonly exchanges: CodeExchanges) {}

  @SenderAnswerRoute(
    'code-exchange',
    "Answer (or refuse) the recipient's step the live poll handed over",
    SESSION_ID_PARAM,
  )
  answer(
    @Param('code', FolderCodePipe) code: string,
    @Param('sessionId', EXCHANGE_SESSION_ID) sessionId: string,
    @Body() answer: SenderAnswerDto,
    @ShareManager() manager: Manager,
  ): Promise<void> {
    return this.exchanges.answer(code, manager, sessionId, answer.step, senderAnswerOf(answer));
  }
}
