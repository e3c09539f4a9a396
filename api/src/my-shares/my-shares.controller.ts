import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Query, UseGuards } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../http/current-user.decorator.js';
import { SameOriginGuard } from '../http/same-origin.guard.js';
import type { SessionUser } from '../http/session-user.js';
import { SignedInGuard } from '../http/signed-in.guard.js';
import { FOLDER_CODE_PARAM } from '../folders/codes/folder-code-param.js';
import { FolderCodePipe } from '../folders/codes/folder-code.pipe.js';
import { MySharesResponseDto } from './dto/my-share.dto.js';
import { MySharesQuery } from './dto/my-shares.query.js';
import { MY_SHARES_LIMIT, MySharesService } from './my-shares.service.js';

@ApiTags('my shares')
@ApiUnauthorizedResponse({ description: 'No live session cookie' })
@UseGuards(SignedInGuard)
@Controller('my/shares')
export class MySharesController {
  constructor(private readonly myShares: MySharesService) {}

  @Get()
  @ApiOperation({
    summary: "The signed-in account's live shares, newest first (searchable)",
    description: `At most ${MY_SHARES_LIMIT} shares. With q, only shares whose code or a file's name or path contains q (any case).`,
  })
  @ApiOkResponse({ type: MySharesResponseDto })
  list(@CurrentUser() user: SessionUser, @Query() query: MySharesQuery): Promise<MySharesResponseDto> {
    return this.myShares.list(user.id, query.q);
  }

  @Delete(':code')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(SameOriginGuard)
  @ApiOperation({ summary: 'End one of your shares now: the code stops working and its files are deleted' })
  @ApiNoContentResponse({ description: 'Ended' })
  @ApiNotFoundResponse({ description: "No live share of this account has the code (another account's share included)" })
  @ApiForbiddenResponse({ description: 'Sent from another site' })
  @ApiParam(FOLDER_CODE_PARAM)
  async end(@CurrentUser() user: SessionUser, @Param('code', FolderCodePipe) code: string): Promise<void> {
    await this.myShares.end(user.id, code);
  }
}
