import { Controller, Get, Headers, HttpStatus, Param, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { FOLDER_LINK_PARAM } from '../../folders/codes/folder-code-param.js';
import { FolderLinkPipe } from '../../folders/codes/folder-ref.pipe.js';
import type { FolderRef } from '../../folders/codes/folder-ref.js';
import { GrantQuery } from '../../folders/dto/grant.query.js';
import { GuardedAgainstGuessing } from '../../folders/guessing/guarded-against-guessing.decorator.js';
import { ApiLookupFailures } from '../../folders/lookups/api-lookup-failures.decorator.js';
import { ArrivalProgressService, type ProgressAnswer } from './arrival-progress.service.js';
import { FolderProgressDto } from './dto/folder-progress.dto.js';

/** A poll's answer: 304 while nothing changed since the poller's tag, else 200 with what did. */
function send({ etag, progress }: ProgressAnswer, response: Response): void {
  response.setHeader('ETag', etag);
  response.setHeader('Cache-Control', 'private, no-cache');
  if (progress) response.status(HttpStatus.OK).json(progress);
  else response.status(HttpStatus.NOT_MODIFIED).end();
}

@ApiTags('shares')
@ApiLookupFailures()
@GuardedAgainstGuessing()
@Controller('folders')
export class ArrivalProgressController {
  constructor(private readonly progress: ArrivalProgressService) {}

  @Get(':link/progress')
  @ApiOperation({
    summary: "A share's files as they arrive: poll it (If-None-Match) while the lookup's status is not ready",
    description:
      'Its ETag changes with every change of the share (bytes arrived, a file ready, the upload complete); with ' +
      'If-None-Match naming it, 304 and no body. Not counted as an open. See docs/instant-share.md.',
  })
  @ApiParam(FOLDER_LINK_PARAM)
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of the last answer' })
  @ApiOkResponse({ type: FolderProgressDto })
  @ApiResponse({ status: HttpStatus.NOT_MODIFIED, description: 'Nothing changed since the ETag given' })
  async poll(
    @Param('link', FolderLinkPipe) link: FolderRef,
    @Query() query: GrantQuery,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    send(await this.progress.progressOf(link, query.grant, ifNoneMatch), response);
  }
}
