import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { FILE_CSP } from '../folders/downloads/file-presentation.js';
import { FolderFileParams } from '../http/operator-access/console.params.js';
import { OperatorOnly } from '../http/operator-access/operator-only.decorator.js';
import { THUMBNAIL_TYPE } from './thumbnail-maker.js';
import { imageFile, THUMBNAIL_CACHE_CONTROL } from './thumbnails.controller.js';
import { ThumbnailsService } from './thumbnails.service.js';

/** The console's thumbnails, beside its previews of a share's files (operators/console). */
@OperatorOnly()
@Controller('operator/folders')
export class OperatorThumbnailsController {
  constructor(private readonly thumbnails: ThumbnailsService) {}

  @Get(':id/files/:fileId/thumbnail')
  @Header('Cache-Control', THUMBNAIL_CACHE_CONTROL)
  @Header('Content-Security-Policy', FILE_CSP)
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: "A file's thumbnail, whatever the share's state; counts no opens or downloads" })
  @ApiProduces(THUMBNAIL_TYPE)
  @ApiNotFoundResponse({ description: 'No such share or file, or it has no thumbnail (`reason: none`)' })
  @ApiConflictResponse({ description: 'Not made yet (`reason: pending`, Retry-After)' })
  async thumbnail(@Param() params: FolderFileParams): Promise<StreamableFile> {
    return imageFile(await this.thumbnails.forOperator(params.id, params.fileId));
  }
}
