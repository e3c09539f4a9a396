import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentOperator, type Operator } from '../http/operator-access/current-operator.decorator.js';
import { OperatorOnly } from '../http/operator-access/operator-only.decorator.js';
import { BlockListAdmin } from './block-list-admin.js';
import {
  BlockedShareDto,
  BlockListDto,
  BlockListQuery,
  BlockShareParams,
  ImportBlockListDto,
  ImportOutcomeDto,
} from './dto/blocked-files.dto.js';

@OperatorOnly({ sameOrigin: true })
@Controller('operator')
export class BlockedFilesController {
  constructor(private readonly admin: BlockListAdmin) {}

  @Post('folders/:id/block')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Put every file of a share on the block list (by SHA-256): no upload may hold them; audited',
  })
  @ApiOkResponse({ type: BlockedShareDto })
  @ApiNotFoundResponse({ description: 'No share has this id' })
  blockShare(@Param() { id }: BlockShareParams, @CurrentOperator() operator: Operator): Promise<BlockedShareDto> {
    return this.admin.blockShare(id, operator);
  }

  @Post('blocked-files')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Import SHA-256 digests into the block list, one per line; audited' })
  @ApiOkResponse({ type: ImportOutcomeDto })
  importList(@Body() body: ImportBlockListDto, @CurrentOperator() operator: Operator): Promise<ImportOutcomeDto> {
    return this.admin.importList(body.hashes, body.note ?? null, operator);
  }

  @Get('blocked-files')
  @ApiOperation({ summary: 'The block list, newest first' })
  @ApiOkResponse({ type: BlockListDto })
  list(@Query() query: BlockListQuery): Promise<BlockListDto> {
    return this.admin.list(query);
  }
}
