import { Controller, Get, Header, HttpStatus, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { FOLDER_LINK_PARAM } from '../folders/codes/folder-code-param.js';
import { FolderLinkPipe } from '../folders/codes/folder-ref.pipe.js';
import type { FolderRef } from '../folders/codes/folder-ref.js';
import { FILE_CSP } from '../folders/downloads/file-presentation.js';
import { FileParams } from '../folders/dto/file.params.js';
import { GrantQuery } from '../folders/dto/grant.query.js';
import { GuardedAgainstGuessing } from '../folders/guessing/guarded-against-guessing.decorator.js';
import { ApiLookupFailures } from '../folders/lookups/api-lookup-failures.decorator.js';
import { THUMBNAIL_TYPE } from './thumbnail-maker.js';
import { ThumbnailsService, type ThumbnailImage } from './thumbnails.service.js';

/** As a file's: looked up afresh each time, since the share may end between two requests. */
export const THUMBNAIL_CACHE_CONTROL = 'private, no-cache';

export function imageFile({ data, type }: ThumbnailImage): StreamableFile {
  return new StreamableFile(data, { type, length: data.length });
}

/** Thumbnails of a share's photos, through its link like every address of its files. */
@ApiTags('shares')
@ApiLookupFailures()
@GuardedAgainstGuessing()
@Controller('folders')
export class ThumbnailsController {
  constructor(private readonly thumbnails: ThumbnailsService) {}

  @Get(':link/files/:id/thumbnail')
  @Header('Cache-Control', THUMBNAIL_CACHE_CONTROL)
  @Header('Content-Security-Policy', FILE_CSP)
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({
    summary: "A file's thumbnail: a WebP image within 320×320, upright, without metadata (the file's thumbnailUrl)",
    description:
      'Counted neither as an open nor as a download. 401 for a protected share without its grant, as its files. ' +
      'See docs/gallery.md.',
  })
  @ApiParam(FOLDER_LINK_PARAM)
  @ApiProduces(THUMBNAIL_TYPE)
  @ApiResponse({ status: HttpStatus.OK, description: 'The thumbnail' })
  @ApiResponse({
    status: HttpStatus.CONFLICT,
    description:
      'Not made yet (`reason: pending`, Retry-After): the file is still arriving or being checked, or its thumbnail is being made',
  })
  @ApiResponse({
    status: HttpStatus.NOT_FOUND,
    description: 'None will be made (`reason: none`): not a photo the server reads, a corrupt one, or too many pixels',
  })
  async thumbnail(
    @Param('link', FolderLinkPipe) link: FolderRef,
    @Param() params: FileParams,
    @Query() query: GrantQuery,
  ): Promise<StreamableFile> {
    return imageFile(await this.thumbnails.ofSharedFile(link, params.id, query.grant));
  }
}
