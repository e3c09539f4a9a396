import { Body, Param } from '@nestjs/common';
import { ApiGoneResponse } from '@nestjs/swagger';
import { FolderCodePipe } from '../folders/codes/folder-code.pipe.js';
import type { Manager } from '../sender-control/folder-management.service.js';
import { SenderRoutes, ShareManager } from '../sender-control/sender-routes.decorator.js';
import { SenderAnswerRoute } from '../relay/sender-answer-route.decorator.js';
import { DIRECT_SESSION_ID, DIRECT_SESSION_ID_PARAM } from './direct-session-id.js';
import { DirectSenders } from './direct-senders.service.js';
import { DirectAnswerDto, senderAnswerOf } from './dto/direct-answer.dto.js';

/**
 * The sender's side of direct transfer: recipients' offers reach its open page on the page's live poll
 * (POST /api/live); it answers them here, authorised like the rest of sender control.
 */
@SenderRoutes('direct transfer', 'direct transfer is off; or the session ended')
@ApiGoneResponse({ description: 'The share has ended' })
export class SenderDirectController {
  constructor(private readonly senders: DirectSenders) {}

  @SenderAnswerRoute('direct', 'Answer (or refuse) the offer the live poll handed over', DIRECT_SESSION_ID_PARAM)
  answer(
    @Param('code', FolderCodePipe) code: string,
    @Param('sessionId', DIRECT_SESSION_ID) sessionId: string,
    @Body() answer: DirectAnswerDto,
    @ShareManager() manager: Manager,
  ): Promise<void> {
    return this.senders.answer(code, manager, sessionId, senderAnswerOf(answer));
  }
}
