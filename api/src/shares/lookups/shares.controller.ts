import { Controller, Get, Header, Param, Query, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ApiGoneResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RateLimited } from '../../common/rate-limit/rate-limited.decorator.js';
import { LOOKUP_THROTTLER } from '../../common/rate-limit/throttler-names.js';
import { DownloadQuery } from '../dto/download.query.js';
import { FileParams } from '../dto/file.params.js';
import { FolderResponseDto } from '../dto/folder.dto.js';
import { ZipQuery } from '../dto/zip.query.js';
import { respond } from '../downloads/delivery.js';
import { DownloadsService } from '../downloads/downloads.service.js';
import { ShareLookupsService } from './share-lookups.service.js';
import { GuardedAgainstGuessing } from '../guessing/guarded-against-guessing.decorator.js';
import { PROOF_OF_WORK_HEADER_DOC } from '../guessing/proof-of-work.js';
import { GrantQuery } from '../dto/grant.query.js';
import { SHARE_PASSWORD_HEADER_DOC } from '../password/share-password.js';
import { Credentials, type LookupCredentials } from './lookup-credentials.decorator.js';
import { SHARE_CODE_PARAM, SHARE_LINK_PARAM } from '../codes/share-code-param.js';
import { ShareCodePipe } from '../codes/share-code.pipe.js';
import { ShareLinkPipe } from '../codes/share-ref.pipe.js';
import type { ShareRef } from '../codes/share-ref.js';

/** A QR image depends only on the link (and PUBLIC_URL), so a browser may keep it for a while. */
const QR_IMAGE_CACHE_CONTROL = 'private, max-age=3600';

@ApiTags('shares')
@ApiNotFoundResponse({ description: 'No share holds the code (`Invalid code`) or the link' })
@ApiGoneResponse({ description: 'The share has expired' })
@ApiTooManyRequestsResponse({
  description:
    'Too many lookups, or too many unknown codes or links, from this client; or, for code lookups past the ' +
    'service-wide guessing budget, a proof of work is needed (the body carries `proofOfWork.challenge`)',
})
@GuardedAgainstGuessing()
@Controller('folders')
export class SharesController {
  constructor(
    private readonly folders: ShareLookupsService,
    private readonly downloads: DownloadsService,
  ) {}

  @Get(['retrive/:code', 'retrieve/:code'])
  @RateLimited(LOOKUP_THROTTLER)
  @ApiOperation({
    summary: 'Look a share up by code ("retrive" is the spelling the original client uses)',
    description:
      'A code lookup: counted towards the guessing budget when the code is unknown. The answer carries the share link.',
  })
  @ApiParam(SHARE_CODE_PARAM)
  @ApiOkResponse({ type: FolderResponseDto })
  @ApiHeader(PROOF_OF_WORK_HEADER_DOC)
  @ApiHeader(SHARE_PASSWORD_HEADER_DOC)
  retrieve(
    @Param('code', ShareCodePipe) code: string,
    @Credentials() credentials: LookupCredentials,
  ): Promise<FolderResponseDto> {
    return this.folders.retrieve({ kind: 'code', code }, credentials);
  }

  @Get(':link/qr.png')
  @RateLimited(LOOKUP_THROTTLER)
  @Header('Cache-Control', QR_IMAGE_CACHE_CONTROL)
  @ApiOperation({ summary: "The share's QR code as a PNG image; it decodes to folderUrl" })
  @ApiParam(SHARE_LINK_PARAM)
  @ApiProduces('image/png')
  async qrImage(@Param('link', ShareLinkPipe) link: ShareRef, @Query() query: GrantQuery): Promise<StreamableFile> {
    return new StreamableFile(await this.folders.qrImage(link, query.grant), { type: 'image/png' });
  }

  @Get(':link/files/:id')
  @ApiOperation({ summary: 'Download one file (HTTP Range supported); ?inline=1 previews images, PDF and text' })
  @ApiParam(SHARE_LINK_PARAM)
  @ApiProduces('application/octet-stream')
  download(
    @Param('link', ShareLinkPipe) link: ShareRef,
    @Param() params: FileParams,
    @Query() query: DownloadQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const asked = {
      inline: query.inline ?? false,
      grant: query.grant,
      range: request.headers.range,
      ifRange: request.get('if-range'),
    };
    return this.downloads.file(link, params.id, asked).then((delivery) => respond(delivery, request, response));
  }

  @Get(':link/zip')
  @ApiOperation({ summary: 'Download the share, or one folder of it (?path=sub/dir), as a ZIP built while it streams' })
  @ApiParam(SHARE_LINK_PARAM)
  @ApiProduces('application/zip')
  zip(
    @Param('link', ShareLinkPipe) link: ShareRef,
    @Query() query: ZipQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.downloads
      .zip(link, query, request.method === 'HEAD')
      .then((delivery) => respond(delivery, request, response));
  }
}
