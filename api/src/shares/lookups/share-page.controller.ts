import { Controller, Get, Param } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RateLimited } from '../../common/rate-limit/rate-limited.decorator.js';
import { LOOKUP_THROTTLER } from '../../common/rate-limit/throttler-names.js';
import { FolderResponseDto } from '../dto/folder.dto.js';
import { ShareLookupsService } from './share-lookups.service.js';
import { GuardedAgainstGuessing } from '../guessing/guarded-against-guessing.decorator.js';
import { PROOF_OF_WORK_HEADER_DOC } from '../guessing/proof-of-work.js';
import { SHARE_PASSWORD_HEADER_DOC } from '../password/share-password.js';
import { Credentials, type LookupCredentials } from './lookup-credentials.decorator.js';
import { SHARE_REF_PARAM } from '../codes/share-code-param.js';
import { ShareRefPipe } from '../codes/share-ref.pipe.js';
import type { ShareRef } from '../codes/share-ref.js';

/**
 * The share URL (`/s/{link}`, outside /api) answered for API clients, and `/s/{code}`, a code lookup that
 * a person typed. Browsers asking for HTML never get here: the client-app middleware serves them the
 * client page, which shows the folder.
 */
@ApiTags('shares')
@RateLimited(LOOKUP_THROTTLER)
@GuardedAgainstGuessing()
@Controller('s')
export class SharePageController {
  constructor(private readonly folders: ShareLookupsService) {}

  @Get(':ref/qr')
  @ApiOperation({ summary: 'The share as JSON: where a scanned QR code leads (the client appends /qr)' })
  @ApiParam(SHARE_REF_PARAM)
  @ApiOkResponse({ type: FolderResponseDto })
  @ApiHeader(PROOF_OF_WORK_HEADER_DOC)
  @ApiHeader(SHARE_PASSWORD_HEADER_DOC)
  qr(
    @Param('ref', ShareRefPipe) ref: ShareRef,
    @Credentials() credentials: LookupCredentials,
  ): Promise<FolderResponseDto> {
    return this.folders.retrieve(ref, credentials);
  }

  @Get(':ref')
  @ApiOperation({ summary: 'The share as JSON when Accept prefers application/json; the client page otherwise' })
  @ApiParam(SHARE_REF_PARAM)
  @ApiOkResponse({ type: FolderResponseDto })
  @ApiHeader(PROOF_OF_WORK_HEADER_DOC)
  @ApiHeader(SHARE_PASSWORD_HEADER_DOC)
  page(
    @Param('ref', ShareRefPipe) ref: ShareRef,
    @Credentials() credentials: LookupCredentials,
  ): Promise<FolderResponseDto> {
    return this.folders.retrieve(ref, credentials);
  }
}
