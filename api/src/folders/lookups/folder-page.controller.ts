import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RateLimited } from '../../http/rate-limit/rate-limited.decorator.js';
import { LOOKUP_THROTTLER } from '../../http/rate-limit/throttler-names.js';
import { FOLDER_REF_PARAM } from '../codes/folder-code-param.js';
import { FolderRefPipe } from '../codes/folder-ref.pipe.js';
import type { FolderRef } from '../codes/folder-ref.js';
import type { FolderResponseDto } from '../dto/folder.dto.js';
import { GuardedAgainstGuessing } from '../guessing/guarded-against-guessing.decorator.js';
import { FolderLookupsService } from './folder-lookups.service.js';
import { ApiLookupAnswer, Credentials, type LookupCredentials } from './lookup-credentials.decorator.js';

/**
 * The share URL (`/s/{link}`, outside /api) answered for API clients, and `/s/{code}`, a code lookup that
 * a person typed. Browsers asking for HTML never get here: the client-app middleware serves them the
 * client page, which shows the folder.
 */
@ApiTags('shares')
@RateLimited(LOOKUP_THROTTLER)
@GuardedAgainstGuessing()
@Controller('s')
export class FolderPageController {
  constructor(private readonly lookups: FolderLookupsService) {}

  @Get(':ref/qr')
  @ApiOperation({ summary: 'The share as JSON: where a scanned QR code leads (the client appends /qr)' })
  @ApiParam(FOLDER_REF_PARAM)
  @ApiLookupAnswer()
  qr(
    @Param('ref', FolderRefPipe) ref: FolderRef,
    @Credentials() credentials: LookupCredentials,
  ): Promise<FolderResponseDto> {
    return this.lookups.retrieve(ref, credentials);
  }

  @Get(':ref')
  @ApiOperation({ summary: 'The share as JSON when Accept prefers application/json; the client page otherwise' })
  @ApiParam(FOLDER_REF_PARAM)
  @ApiLookupAnswer()
  page(
    @Param('ref', FolderRefPipe) ref: FolderRef,
    @Credentials() credentials: LookupCredentials,
  ): Promise<FolderResponseDto> {
    return this.lookups.retrieve(ref, credentials);
  }
}
