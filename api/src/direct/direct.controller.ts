import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { SameOriginGuard } from '../http/same-origin.guard.js';
import { RateLimited } from '../http/rate-limit/rate-limited.decorator.js';
import { LOOKUP_THROTTLER } from '../http/rate-limit/throttler-names.js';
import { FOLDER_LINK_PARAM } from '../folders/codes/folder-code-param.js';
import { FolderLinkPipe } from '../folders/codes/folder-ref.pipe.js';
import type { FolderRef } from '../folders/codes/folder-ref.js';
import { GrantQuery } from '../folders/dto/grant.query.js';
import { GuardedAgainstGuessing } from '../folders/guessing/guarded-against-guessing.decorator.js';
import { ApiLookupFailures } from '../folders/lookups/api-lookup-failures.decorator.js';
import { ClientGone } from '../relay/client-gone.decorator.js';
import { ClientKey } from './client-key.decorator.js';
import { DirectRecipients } from './direct-recipients.service.js';
import { DirectReports } from './direct-reports.service.js';
import { DIRECT_SESSION_ID, DIRECT_SESSION_ID_PARAM } from './direct-session-id.js';
import { DirectAvailabilityDto } from './dto/direct-ice.dto.js';
import { DirectOfferDto, DirectSessionDto, DirectSessionStartDto } from './dto/direct-offer.dto.js';
import { DirectReceivedDto } from './dto/direct-received.dto.js';

/**
 * A recipient's side of direct transfer (docs/direct-transfer.md), through the share's link as its files are
 * (plus `?grant=` for a protected share): the API relays the signalling and never sees a file's bytes.
 */
@ApiTags('direct transfer')
@ApiParam(FOLDER_LINK_PARAM)
@ApiLookupFailures()
@ApiUnauthorizedResponse({ description: 'A protected share, without its grant' })
@GuardedAgainstGuessing()
@Controller('folders')
export class DirectController {
  constructor(
    private readonly recipients: DirectRecipients,
    private readonly reports: DirectReports,
  ) {}

  @Get(':link/direct')
  @RateLimited(LOOKUP_THROTTLER)
  @ApiOperation({
    summary: "Whether the sender's device is there for a direct transfer, and the STUN servers to use",
    description: 'TURN credentials come only with a session (POST …/direct/sessions), while the sender is there',
  })
  @ApiOkResponse({ type: DirectAvailabilityDto })
  availability(
    @Param('link', FolderLinkPipe) link: FolderRef,
    @Query() { grant }: GrantQuery,
  ): Promise<DirectAvailabilityDto> {
    return this.recipients.availability(link, grant);
  }

  @Post(':link/direct/sessions')
  @UseGuards(SameOriginGuard)
  @RateLimited(LOOKUP_THROTTLER)
  @ApiOperation({
    summary: "Start a direct session with the sender's page: its id, and the ICE servers (TURN credentials) to use",
  })
  @ApiCreatedResponse({ type: DirectSessionStartDto })
  @ApiConflictResponse({ description: "The sender's page is not there (`reason: sender-away`)" })
  @ApiTooManyRequestsResponse({
    description: "Too many sessions started by this client or of this share, or waiting for the sender's page",
  })
  start(
    @Param('link', FolderLinkPipe) link: FolderRef,
    @Query() { grant }: GrantQuery,
    @ClientKey() client: string,
  ): Promise<DirectSessionStartDto> {
    return this.recipients.start(link, grant, client);
  }

  @Post(':link/direct/sessions/:sessionId')
  @UseGuards(SameOriginGuard)
  @RateLimited(LOOKUP_THROTTLER)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Offer a peer connection to the sender's page and wait (at most 20 s) for its answer" })
  @ApiParam({ ...DIRECT_SESSION_ID_PARAM, description: 'The id the start of the session handed over' })
  @ApiOkResponse({ type: DirectSessionDto })
  @ApiBadRequestResponse({ description: 'The offer is not an SDP description of at most 64 KiB' })
  @ApiNotFoundResponse({ description: "The session is over, or not one of this share's" })
  @ApiConflictResponse({
    description: "No sender's page answered (`reason: sender-away`), or it declined (`reason: refused`)",
  })
  @ApiServiceUnavailableResponse({ description: 'The server is restarting' })
  offer(
    @Param('link', FolderLinkPipe) link: FolderRef,
    @Param('sessionId', DIRECT_SESSION_ID) sessionId: string,
    @Query() { grant }: GrantQuery,
    @Body() { offer }: DirectOfferDto,
    @ClientGone() clientGone: AbortSignal,
  ): Promise<DirectSessionDto> {
    return this.recipients.offer(link, grant, { sessionId, offer }, clientGone);
  }

  @Post(':link/direct/received')
  @UseGuards(SameOriginGuard)
  @RateLimited(LOOKUP_THROTTLER)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Report a file received directly, whole and checked: counted as its download',
    description: "Once per file and session the sender's page answered; only a ready file of the share",
  })
  @ApiNoContentResponse({ description: 'Counted' })
  @ApiBadRequestResponse({ description: "A malformed report, or `bytes` is not the file's size" })
  @ApiNotFoundResponse({ description: 'Unknown file, no such answered session of this share, or direct transfer off' })
  @ApiConflictResponse({
    description: 'This file was already counted for this direct transfer (`counted`), or is not ready (`not-ready`)',
  })
  received(
    @Param('link', FolderLinkPipe) link: FolderRef,
    @Query() { grant }: GrantQuery,
    @Body() report: DirectReceivedDto,
  ): Promise<void> {
    return this.reports.received(link, grant, report);
  }
}
