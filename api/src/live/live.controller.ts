import { Body, Controller, HttpCode, HttpStatus, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ClientKey } from '../direct/client-key.decorator.js';
import { CurrentUser } from '../http/current-user.decorator.js';
import { SameOriginGuard } from '../http/same-origin.guard.js';
import type { SessionUser } from '../http/session-user.js';
import { ClientGone } from '../relay/client-gone.decorator.js';
import { LivePollDto } from './dto/live-poll.dto.js';
import { LiveMessageResponseDto } from './dto/live-message.dto.js';
import { LivePolls } from './live-polls.service.js';

/** A page's one connection for everything it hosts and everything it shows (docs/live.md). */
@ApiTags('live')
@Controller('live')
export class LiveController {
  constructor(private readonly polls: LivePolls) {}

  @Post()
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Wait (at most 25 s) for the next recipient's message to a hosted share, or a change of a watched or managed one",
    description:
      'Hosted shares are named by code and management key (or the owner session counts), with the roads the ' +
      'page answers for: the code exchange, direct transfer, or both; while the poll waits, the page counts as ' +
      'present for each, and it answers a message on its road (POST /api/shares/{code}/code-exchange/{sessionId} ' +
      'or /direct/{sessionId}). A requester page hosts its file requests (requests: code and requester key) for ' +
      'the code exchange the same way, and answers on POST /api/file-requests/{code}/code-exchange/{sessionId}; ' +
      'each message says whether it is for a share or a request (kind). Watched shares are named by link, with the ETag of ' +
      'the progress the page has (GET /api/folders/{link}/progress): the poll answers as soon as any of them ' +
      'changed, with its progress now or the status it answers instead (410 once ended). Managed shares are named ' +
      'by code and management key (or the owner session counts), with the ETag of the state the page has: the ' +
      'poll answers as soon as one changed, with its state now (GET /api/shares/{code}/state) or its refusal. ' +
      'quietMs keeps the changes back for a while (a page that has just drawn one); messages still come at once.',
  })
  @ApiOkResponse({ type: LiveMessageResponseDto, description: 'A message came, a watched share changed, or both' })
  @ApiNoContentResponse({ description: 'Nothing came in the wait: poll again' })
  @ApiTooManyRequestsResponse({ description: 'Too many unknown management keys or links from this client' })
  async poll(
    @Body() { shares, requests, watch, managed, quietMs }: LivePollDto,
    @CurrentUser() user: SessionUser | undefined,
    @ClientKey() client: string,
    @ClientGone() clientGone: AbortSignal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LiveMessageResponseDto | undefined> {
    // A list may come as null (optional in the DTO) as well as absent: either names nothing.
    const poll = {
      shares: shares ?? [],
      requests: requests ?? [],
      watch: watch ?? [],
      managed: managed ?? [],
      quietMs: quietMs ?? 0,
    };
    const next = await this.polls.next(poll, { ownerId: user?.id, client }, clientGone);
    if (!next) response.status(HttpStatus.NO_CONTENT);
    return next && { data: next };
  }
}
