import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RateLimited } from '../common/rate-limit/rate-limited.decorator.js';
import { LOOKUP_THROTTLER } from '../common/rate-limit/throttler-names.js';
import { FolderResponseDto } from './dto/folder.dto.js';
import { FoldersService } from './folders.service.js';
import { GuardedAgainstGuessing } from './guarded-against-guessing.decorator.js';
import { SHARE_CODE_PARAM } from './share-code-param.js';
import { ShareCodePipe } from './share-code.pipe.js';

/**
 * The share URL (`/s/{code}`, outside /api) answered for API clients. Browsers asking for HTML never get
 * here: the client-app middleware serves them the client page, which shows the folder.
 */
@ApiTags('shares')
@RateLimited(LOOKUP_THROTTLER)
@GuardedAgainstGuessing()
@Controller('s')
export class SharePageController {
  constructor(private readonly folders: FoldersService) {}

  @Get(':code/qr')
  @ApiOperation({ summary: 'The share as JSON: where a scanned QR code leads (the client appends /qr)' })
  @ApiParam(SHARE_CODE_PARAM)
  @ApiOkResponse({ type: FolderResponseDto })
  qr(@Param('code', ShareCodePipe) code: string): Promise<FolderResponseDto> {
    return this.folders.retrieve(code);
  }

  @Get(':code')
  @ApiOperation({ summary: 'The share as JSON when Accept prefers application/json; the client page otherwise' })
  @ApiParam(SHARE_CODE_PARAM)
  @ApiOkResponse({ type: FolderResponseDto })
  page(@Param('code', ShareCodePipe) code: string): Promise<FolderResponseDto> {
    return this.folders.retrieve(code);
  }
}
