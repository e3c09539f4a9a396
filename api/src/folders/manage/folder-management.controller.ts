import { Controller, Delete, Get, Headers, HttpCode, HttpStatus, Param, UseGuards } from '@nestjs/common';
import {
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../http/current-user.decorator.js';
import { SameOriginGuard } from '../../http/same-origin.guard.js';
import type { SessionUser } from '../../http/session-user.js';
import { FOLDER_CODE_PARAM } from '../codes/folder-code-param.js';
import { FolderCodePipe } from '../codes/folder-code.pipe.js';
import { FolderStateDto } from '../dto/folder-state.dto.js';
import { GuardedAgainstGuessing } from '../guessing/guarded-against-guessing.decorator.js';
import { MANAGE_KEY_HEADER, MANAGE_KEY_HEADER_DOC } from './manage-key.js';
import { FolderManagementService } from './folder-management.service.js';

@ApiTags('sender control')
@ApiParam(FOLDER_CODE_PARAM)
@ApiHeader(MANAGE_KEY_HEADER_DOC)
@ApiNotFoundResponse({
  description: 'No share has this code and management key (or owner), or it was removed after it ended',
})
@GuardedAgainstGuessing('key')
@Controller('shares')
export class FolderManagementController {
  constructor(private readonly management: FolderManagementService) {}

  @Get(':code/state')
  @ApiOperation({
    summary: 'How a share is doing: opened how often and when last, downloads per file and of ZIPs, expiry',
  })
  @ApiOkResponse({ type: FolderStateDto })
  state(
    @Param('code', FolderCodePipe) code: string,
    @Headers(MANAGE_KEY_HEADER) manageKey: string | undefined,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<FolderStateDto> {
    return this.management.state(code, { manageKey, ownerId: user?.id });
  }

  @Delete(':code')
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'End a share now: its files are removed and it answers 410 from then on' })
  @ApiNoContentResponse({ description: 'Ended (or had already ended)' })
  end(
    @Param('code', FolderCodePipe) code: string,
    @Headers(MANAGE_KEY_HEADER) manageKey: string | undefined,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<void> {
    return this.management.end(code, { manageKey, ownerId: user?.id });
  }
}
