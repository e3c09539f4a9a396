import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { SameOriginGuard } from '../auth/same-origin.guard.js';
import { RateLimited } from '../common/rate-limit/rate-limited.decorator.js';
import { LOOKUP_THROTTLER } from '../common/rate-limit/throttler-names.js';
import { FOLDER_LINK_PARAM } from '../folders/codes/folder-code-param.js';
import { FolderLinkPipe } from '../folders/codes/folder-ref.pipe.js';
import type { FolderRef } from '../folders/codes/folder-ref.js';
import { GrantQuery } from '../folders/dto/grant.query.js';
import { GuardedAgainstGuessing } from '../folders/guessing/guarded-against-guessing.decorator.js';
import { ApiLookupFailures } from '../folders/lookups/api-lookup-failures.decorator.js';
import { ClientGone } from '../relay/client-gone.decorator.js';
import { DirectRecipients } from './direct-recipients.service.js';
import { DirectAvailabilityDto } from './dto/direct-ice.dto.js';
import { DirectOfferDto, DirectSessionDto } from './dto/direct-offer.dto.js';
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
  constructor(private readonly recipients: DirectRecipients) {}

  @Get(':link/direct')
  @RateLimited(LOOKUP_THROTTLER)
  @ApiOperation({ summary: "Whether the sender's device is there for a direct transfer, and the ICE servers to use" })
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
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Offer a peer connection to the sender's page and wait (at most 20 s) for its answer" })
  @ApiOkResponse({ type: DirectSessionDto })
  @ApiBadRequestResponse({ description: 'The offer is not an SDP description of at most 64 KiB' })
  @ApiConflictResponse({
    description: "No sender's page answered (`reason: sender-away`), or it declined (`reason: refused`)",
  })
  @ApiServiceUnavailableResponse({ description: 'The server is restarting' })
  offer(
    @Param('link', FolderLinkPipe) link: FolderRef,
    @Query() { grant }: GrantQuery,
    @Body() { offer }: DirectOfferDto,
    @ClientGone() clientGone: AbortSignal,
  ): Promise<DirectSessionDto> {
    return this.recipients.offer(link, grant, offer, clientGone);
  }

  @Post(':link/direct/received')
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Report a file received directly, whole and checked: counted as its download' })
  @ApiNoContentResponse({ description: 'Counted' })
  @ApiBadRequestResponse({ description: "A malformed report, or `bytes` is not the file's size" })
  received(
    @Param('link', FolderLinkPipe) link: FolderRef,
    @Query() { grant }: GrantQuery,
    @Body() { fileId, bytes }: DirectReceivedDto,
  ): Promise<void> {
    return this.recipients.received(link, grant, fileId, bytes);
  }
}
