import { Controller, Get, Header, Param, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RateLimited } from '../../http/rate-limit/rate-limited.decorator.js';
import { LOOKUP_THROTTLER } from '../../http/rate-limit/throttler-names.js';
import { FOLDER_LINK_PARAM } from '../codes/folder-code-param.js';
import { FolderLinkPipe } from '../codes/folder-ref.pipe.js';
import type { FolderRef } from '../codes/folder-ref.js';
import { DownloadQuery } from '../dto/download.query.js';
import { FileParams } from '../dto/file.params.js';
import { GrantQuery } from '../dto/grant.query.js';
import { ZipQuery } from '../dto/zip.query.js';
import { ApiLookupFailures } from '../lookups/api-lookup-failures.decorator.js';
import { GuardedAgainstGuessing } from '../guessing/guarded-against-guessing.decorator.js';
import type { Delivery } from './delivery.js';
import { DownloadsService, type FileRequest } from './downloads.service.js';
import { ZipDownloadsService } from './zip-downloads.service.js';

/** A QR image depends only on the link (and PUBLIC_URL), so a browser may keep it for a while. */
const QR_IMAGE_CACHE_CONTROL = 'private, max-age=3600';

/** Sends a download as the HTTP exchange asks: status and headers, then the body, or nothing more for HEAD. */
async function respond(delivery: Delivery, request: Request, response: Response): Promise<void> {
  response.status(delivery.status);
  for (const [name, value] of Object.entries(delivery.headers)) response.setHeader(name, value);
  if (request.method === 'HEAD') {
    await delivery.skip();
    response.end();
    return;
  }
  await delivery.send(response);
}

/** What a file download asks for, read off its query and Range headers. */
function fileRequest(query: DownloadQuery, request: Request): FileRequest {
  return {
    inline: query.inline ?? false,
    follow: query.follow ?? false,
    grant: query.grant,
    range: request.headers.range,
    ifRange: request.get('if-range'),
  };
}

/** What a folder's link serves besides the folder itself: its QR image, its files (and previews) and ZIPs. */
@ApiTags('shares')
@ApiLookupFailures()
@GuardedAgainstGuessing()
@Controller('folders')
export class DownloadsController {
  constructor(
    private readonly downloads: DownloadsService,
    private readonly zips: ZipDownloadsService,
  ) {}

  @Get(':link/qr.png')
  @RateLimited(LOOKUP_THROTTLER)
  @Header('Cache-Control', QR_IMAGE_CACHE_CONTROL)
  @ApiOperation({ summary: "The share's QR code as a PNG image; it decodes to folderUrl" })
  @ApiParam(FOLDER_LINK_PARAM)
  @ApiProduces('image/png')
  async qrImage(@Param('link', FolderLinkPipe) link: FolderRef, @Query() query: GrantQuery): Promise<StreamableFile> {
    return new StreamableFile(await this.downloads.qrImage(link, query.grant), { type: 'image/png' });
  }

  @Get(':link/files/:id')
  @ApiOperation({
    summary:
      'Download one file (HTTP Range supported); ?inline=1 previews images, PDF and text; ?follow=1 follows one still arriving',
  })
  @ApiParam(FOLDER_LINK_PARAM)
  @ApiProduces('application/octet-stream')
  async download(
    @Param('link', FolderLinkPipe) link: FolderRef,
    @Param() params: FileParams,
    @Query() query: DownloadQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await respond(await this.downloads.file(link, params.id, fileRequest(query, request)), request, response);
  }

  @Get(':link/zip')
  @ApiOperation({ summary: 'Download the share, or one folder of it (?path=sub/dir), as a ZIP built while it streams' })
  @ApiParam(FOLDER_LINK_PARAM)
  @ApiProduces('application/zip')
  async zip(
    @Param('link', FolderLinkPipe) link: FolderRef,
    @Query() query: ZipQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await respond(await this.zips.zip(link, query, request.method === 'HEAD'), request, response);
  }
}
