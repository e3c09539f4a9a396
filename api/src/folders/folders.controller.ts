import { Controller, Get, Param, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
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
import { ShareCodeParams } from './dto/share-code.params.js';
import { ZipQuery } from './dto/zip.query.js';
import { DownloadsService } from './downloads.service.js';
import { FailedLookupInterceptor } from './failed-lookup.interceptor.js';
import { FoldersService } from './folders.service.js';

@ApiTags('shares')
@ApiNotFoundResponse({ description: 'No share holds the code: { "message": "Invalid code" }' })
@ApiGoneResponse({ description: 'The share has expired' })
@ApiTooManyRequestsResponse({ description: 'Too many lookups, or too many unknown codes, from this client' })
@UseInterceptors(FailedLookupInterceptor)
@Controller('folders')
export class FoldersController {
  constructor(
    private readonly folders: FoldersService,
    private readonly downloads: DownloadsService,
  ) {}

  @Get(['retrive/:code', 'retrieve/:code'])
  @RateLimited(LOOKUP_THROTTLER)
  @ApiOperation({ summary: 'Retrieve a share by code ("retrive" is the spelling the spec\'s client uses)' })
  @ApiOkResponse({ type: FolderResponseDto })
  retrieve(@Param() params: ShareCodeParams): Promise<FolderResponseDto> {
    return this.folders.retrieve(params.code);
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
  @ApiProduces('application/zip')
  zip(
    @Param() params: ShareCodeParams,
    @Query() query: ZipQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.downloads.sendZip(params.code, query.path, request, response);
  }
}
