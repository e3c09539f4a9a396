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
import { HostedSharesDto } from './dto/hosted-shares.dto.js';
import { LiveMessageResponseDto } from './dto/live-message.dto.js';
import { LiveSenders } from './live-senders.service.js';

/** A sender page's one connection for everything it hosts (docs/live.md). */
@ApiTags('live')
@Controller('live')
export class LiveController {
  constructor(private readonly senders: LiveSenders) {}

  @Post('sender')
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Wait (at most 25 s) for the next recipient's message to any share this page hosts",
    description:
      'Each share is named with its management key (or the owner session counts) and the roads the page hosts it ' +
      'for: the code exchange, direct transfer, or both. While the poll waits, the page counts as present for each. ' +
      'Answer a message on its road: POST /api/shares/{code}/code-exchange/{sessionId} or /direct/{sessionId}.',
  })
  @ApiOkResponse({
    type: LiveMessageResponseDto,
    description: 'A message came, or some shares can no longer be hosted',
  })
  @ApiNoContentResponse({ description: 'Nothing came in the wait: poll again' })
  @ApiTooManyRequestsResponse({ description: 'Too many unknown management keys from this client' })
  async next(
    @Body() { shares }: HostedSharesDto,
    @CurrentUser() user: SessionUser | undefined,
    @ClientKey() client: string,
    @ClientGone() clientGone: AbortSignal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LiveMessageResponseDto | undefined> {
    const next = await this.senders.next(shares, { ownerId: user?.id, client }, clientGone);
    if (!next) response.status(HttpStatus.NO_CONTENT);
    return next && { data: next };
  }
}
