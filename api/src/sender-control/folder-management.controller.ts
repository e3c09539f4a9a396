import { Delete, Get, HttpCode, HttpStatus, Param, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { SameOriginGuard } from '../http/same-origin.guard.js';
import { FolderCodePipe } from '../folders/codes/folder-code.pipe.js';
import { FolderStateDto } from '../folders/dto/folder-state.dto.js';
import { FolderManagementService, type Manager } from './folder-management.service.js';
import { SenderRoutes, ShareManager } from './sender-routes.decorator.js';

/** The sender's control of a share: how it is doing, and ending it early (docs/sender-control.md). */
@SenderRoutes('sender control', 'or it was removed after it ended')
export class FolderManagementController {
  constructor(private readonly management: FolderManagementService) {}

  @Get(':code/state')
  @ApiOperation({
    summary: 'How a share is doing: opened how often and when last, downloads per file and of ZIPs, expiry',
  })
  @ApiOkResponse({ type: FolderStateDto })
  state(@Param('code', FolderCodePipe) code: string, @ShareManager() manager: Manager): Promise<FolderStateDto> {
    return this.management.state(code, manager);
  }

  @Delete(':code')
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'End a share now: its files are removed and it answers 410 from then on' })
  @ApiNoContentResponse({ description: 'Ended (or had already ended)' })
  end(@Param('code', FolderCodePipe) code: string, @ShareManager() manager: Manager): Promise<void> {
    return this.management.end(code, manager);
  }
}
