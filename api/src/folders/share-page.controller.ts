import { Controller, Get, Param, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimited } from '../common/rate-limit/rate-limited.decorator.js';
import { LOOKUP_THROTTLER } from '../common/rate-limit/throttler-names.js';
import { FolderResponseDto } from './dto/folder.dto.js';
import { ShareCodeParams } from './dto/share-code.params.js';
import { FailedLookupInterceptor } from './failed-lookup.interceptor.js';
import { FoldersService } from './folders.service.js';

/**
 * The share URL (`/s/{code}`, outside /api) answered for API clients. Browsers asking for HTML never get
 * here: the client-app middleware serves them the client page, which shows the folder.
 */
@ApiTags('shares')
@RateLimited(LOOKUP_THROTTLER)
@UseInterceptors(FailedLookupInterceptor)
@Controller('s')
export class SharePageController {
  constructor(private readonly folders: FoldersService) {}

  @Get(':code/qr')
  @ApiOperation({ summary: 'The share as JSON: where a scanned QR code leads (the client appends /qr)' })
  @ApiOkResponse({ type: FolderResponseDto })
  qr(@Param() params: ShareCodeParams): Promise<FolderResponseDto> {
    return this.folders.retrieve(params.code);
  }

  @Get(':code')
  @ApiOperation({ summary: 'The share as JSON when Accept prefers application/json; the client page otherwise' })
  @ApiOkResponse({ type: FolderResponseDto })
  page(@Param() params: ShareCodeParams): Promise<FolderResponseDto> {
    return this.folders.retrieve(params.code);
  }
}
