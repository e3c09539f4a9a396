import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RateLimited } from '../../http/rate-limit/rate-limited.decorator.js';
import { LOOKUP_THROTTLER } from '../../http/rate-limit/throttler-names.js';
import { FOLDER_CODE_PARAM } from '../codes/folder-code-param.js';
import { FolderCodePipe } from '../codes/folder-code.pipe.js';
import type { FolderResponseDto } from '../dto/folder.dto.js';
import { ApiLookupFailures } from './api-lookup-failures.decorator.js';
import { GuardedAgainstGuessing } from '../guessing/guarded-against-guessing.decorator.js';
import { FolderLookupsService } from './folder-lookups.service.js';
import { ApiLookupAnswer, Credentials, type LookupCredentials } from './lookup-credentials.decorator.js';

@ApiTags('shares')
@ApiLookupFailures()
@GuardedAgainstGuessing()
@Controller('folders')
export class FolderLookupsController {
  constructor(private readonly lookups: FolderLookupsService) {}

  @Get(['retrive/:code', 'retrieve/:code'])
  @RateLimited(LOOKUP_THROTTLER)
  @ApiOperation({
    summary: 'Look a share up by code ("retrive" is the spelling the original client uses)',
    description:
      'A code lookup: counted towards the guessing budget when the code is unknown. The answer carries the share link.',
  })
  @ApiParam(FOLDER_CODE_PARAM)
  @ApiLookupAnswer()
  retrieve(
    @Param('code', FolderCodePipe) code: string,
    @Credentials() credentials: LookupCredentials,
  ): Promise<FolderResponseDto> {
    return this.lookups.retrieve({ kind: 'code', code }, credentials);
  }
}
