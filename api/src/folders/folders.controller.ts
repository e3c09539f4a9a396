import { Controller, Get, Header, Param, Query, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RateLimited } from '../common/rate-limit/rate-limited.decorator.js';
import { LOOKUP_THROTTLER } from '../common/rate-limit/throttler-names.js';
import { DownloadQuery } from './dto/download.query.js';
import { FileParams } from './dto/file.params.js';
import { FolderResponseDto } from './dto/folder.dto.js';
import { ZipQuery } from './dto/zip.query.js';
import { DownloadsService } from './downloads.service.js';
import { FoldersService } from './folders.service.js';
import { GuardedAgainstGuessing } from './guarded-against-guessing.decorator.js';
import { SHARE_CODE_PARAM } from './share-code-param.js';
import { ShareCodePipe } from './share-code.pipe.js';

/** A QR image depends only on the code (and PUBLIC_URL), so a browser may keep it for a while. */
const QR_IMAGE_CACHE_CONTROL = 'private, max-age=3600';

@ApiTags('shares')
@ApiNotFoundResponse({ description: 'No share holds the code: { "message": "Invalid code" }' })
@ApiGoneResponse({ description: 'The share has expired' })
@ApiTooManyRequestsResponse({ description: 'Too many lookups, or too many unknown codes, from this client' })
@GuardedAgainstGuessing()
@Controller('folders')
export class FoldersController {
  constructor(
    private readonly folders: FoldersService,
    private readonly downloads: DownloadsService,
  ) {}

  @Get(['retrive/:code', 'retrieve/:code'])
  @RateLimited(LOOKUP_THROTTLER)
  @ApiOperation({ summary: 'Retrieve a share by code ("retrive" is the spelling the spec\'s client uses)' })
  @ApiParam(SHARE_CODE_PARAM)
  @ApiOkResponse({ type: FolderResponseDto })
  retrieve(@Param('code', ShareCodePipe) code: string): Promise<FolderResponseDto> {
    return this.folders.retrieve(code);
  }

  @Get(':code/qr.png')
  @RateLimited(LOOKUP_THROTTLER)
  @Header('Cache-Control', QR_IMAGE_CACHE_CONTROL)
  @ApiOperation({ summary: "The share's QR code as a PNG image; it decodes to folderUrl" })
  @ApiParam(SHARE_CODE_PARAM)
  @ApiProduces('image/png')
  async qrImage(@Param('code', ShareCodePipe) code: string): Promise<StreamableFile> {
    return new StreamableFile(await this.folders.qrImage(code), { type: 'image/png' });
  }

  @Get(':code/files/:id')
  @ApiOperation({ summary: 'Download one file (HTTP Range supported); ?inline=1 previews images, PDF and text' })
  @ApiProduces('application/octet-stream')
  download(
    @Param() params: FileParams,
    @Query() query: DownloadQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.downloads.sendFile(params.code, params.id, query.inline ?? false, request, response);
  }

  @Get(':code/zip')
  @ApiOperation({ summary: 'Download the share, or one folder of it (?path=sub/dir), as a ZIP built while it streams' })
  @ApiParam(SHARE_CODE_PARAM)
  @ApiProduces('application/zip')
  zip(
    @Param('code', ShareCodePipe) code: string,
    @Query() query: ZipQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.downloads.sendZip(code, query.path, request, response);
  }
}
