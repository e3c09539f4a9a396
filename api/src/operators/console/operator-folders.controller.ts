import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { FolderFileParams, FolderIdParams } from '../../http/operator-access/console.params.js';
import { OperatorFolderDto, OperatorSearchDto, SearchQuery } from '../dto/operator-folder.dto.js';
import { OperatorOnly } from '../../http/operator-access/operator-only.decorator.js';
import { OperatorFolders } from './operator-folders.js';

@OperatorOnly()
@Controller('operator')
export class OperatorFoldersController {
  constructor(private readonly folders: OperatorFolders) {}

  @Get('folders/:id')
  @ApiOperation({ summary: 'One share in full: files, state, removal, scan and its reports' })
  @ApiOkResponse({ type: OperatorFolderDto })
  @ApiNotFoundResponse({ description: 'No share has this id' })
  folder(@Param() params: FolderIdParams): Promise<OperatorFolderDto> {
    return this.folders.view(params.id);
  }

  @Get('folders/:id/files/:fileId')
  @ApiOperation({ summary: "A file's bytes for a preview (HTTP Range supported); counts no opens or downloads" })
  @ApiProduces('application/octet-stream')
  @ApiNotFoundResponse({ description: 'No such share or file' })
  async preview(@Param() params: FolderFileParams, @Req() request: Request, @Res() response: Response): Promise<void> {
    const delivery = await this.folders.preview(params.id, params.fileId, {
      range: request.headers.range,
      ifRange: request.get('if-range'),
    });
    response.status(delivery.status);
    for (const [name, value] of Object.entries(delivery.headers)) response.setHeader(name, value);
    await delivery.send(response);
  }

  @Get('search')
  @ApiOperation({ summary: 'Shares by code, share link or address, or a SHA-256 of one of their files' })
  @ApiOkResponse({ type: OperatorSearchDto })
  @ApiBadRequestResponse({ description: 'The query is none of those' })
  async search(@Query() query: SearchQuery): Promise<OperatorSearchDto> {
    return { folders: await this.folders.search(query.q) };
  }
}
