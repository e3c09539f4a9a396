import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { FolderLinkPipe } from '../../folders/codes/folder-ref.pipe.js';
import type { FolderRef } from '../../folders/codes/folder-ref.js';
import { FollowQuery } from '../dto/follow.query.js';
import { RateLimited } from '../../http/rate-limit/rate-limited.decorator.js';
import { LOOKUP_THROTTLER } from '../../http/rate-limit/throttler-names.js';
import { AnswerFileParams } from '../dto/answer.params.js';
import { RequestRoutes } from '../request-routes.decorator.js';
import { AnswerBytes } from './answer-bytes.js';

@RequestRoutes()
@Controller('file-requests')
export class AnswerFilesController {
  constructor(private readonly bytes: AnswerBytes) {}

  @Get(':requester/answers/:answerId/files/:path')
  @RateLimited(LOOKUP_THROTTLER)
  @ApiOperation({
    summary: 'One object of an answer, as ciphertext (HTTP Range supported); ?follow=1 follows one still arriving',
    description: 'The path names the request by `{code}-{requesterKey}`: the capability, so a page can fetch by URL.',
  })
  @ApiParam({
    name: 'requester',
    description: 'The request code, a dash and the requester key',
    schema: { type: 'string', pattern: '^\\d{4}-[A-Za-z0-9_-]{22}$' },
  })
  @ApiProduces('application/octet-stream')
  async file(
    @Param('requester', FolderLinkPipe) requester: FolderRef,
    @Param() { answerId, path }: AnswerFileParams,
    @Query() query: FollowQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const key = requester.kind === 'link' ? requester.key : '';
    const delivery = await this.bytes.file(requester.code, key, answerId, path, {
      follow: query.follow ?? false,
      range: request.headers.range,
      ifRange: request.get('if-range'),
    });
    response.status(delivery.status);
    for (const [name, value] of Object.entries(delivery.headers)) response.setHeader(name, value);
    if (request.method === 'HEAD') {
      await delivery.skip();
      response.end();
      return;
    }
    await delivery.send(response);
  }
}
