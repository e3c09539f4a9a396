import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiResponse,
  ApiServiceUnavailableResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { FolderCodePipe } from '../folders/codes/folder-code.pipe.js';
import { FolderLinkPipe } from '../folders/codes/folder-ref.pipe.js';
import type { FolderRef } from '../folders/codes/folder-ref.js';
import { RateLimited } from '../http/rate-limit/rate-limited.decorator.js';
import {
  FILE_REQUEST_ANSWER_THROTTLER,
  FILE_REQUEST_THROTTLER,
  LOOKUP_THROTTLER,
} from '../http/rate-limit/throttler-names.js';
import { clientKey } from '../common/client-ip.js';
import { AnswerCreation } from './answers/answer-creation.js';
import { CreateAnswerDto, CreatedAnswerDto } from './dto/create-answer.dto.js';
import { SameOriginGuard } from '../http/same-origin.guard.js';
import { AnswerIdParams } from './dto/answer.params.js';
import { CreateFileRequestDto } from './dto/create-file-request.dto.js';
import { CreatedFileRequestDto } from './dto/created-file-request.dto.js';
import { FileRequestStateDto } from './dto/file-request-state.dto.js';
import { FileRequestDto } from './dto/file-request.dto.js';
import { FileRequestsService } from './file-requests.service.js';
import { REQUEST_CODE_PARAM, REQUEST_LINK_PARAM, RequestRoutes } from './request-routes.decorator.js';
import { type Requester, REQUESTER_KEY_HEADER_DOC, RequesterCredentials } from './requester-credentials.js';

const GONE = 'It no longer takes answers: `reason` ended, expired or removed (with `category`), as shares’ 410s';

@RequestRoutes()
@Controller('file-requests')
export class FileRequestsController {
  constructor(
    private readonly requests: FileRequestsService,
    private readonly answers: AnswerCreation,
  ) {}

  @Post()
  @UseGuards(SameOriginGuard)
  @RateLimited(FILE_REQUEST_THROTTLER)
  @ApiOperation({
    summary: 'Ask for files: a sealed card behind a new code and link; signed in, it belongs to the account',
    description: 'FILE_REQUESTS_PER_CLIENT_PER_HOUR per client. The requester key is handed out this once.',
  })
  @ApiCreatedResponse({ type: CreatedFileRequestDto })
  @ApiPayloadTooLargeResponse({ description: 'The card is over 8 KiB' })
  @ApiServiceUnavailableResponse({ description: 'No code is free' })
  create(@Body() body: CreateFileRequestDto, @Req() request: Request): Promise<CreatedFileRequestDto> {
    return this.requests.create(body, request.user?.id ?? null);
  }

  @Get(':link')
  @RateLimited(LOOKUP_THROTTLER)
  @ApiOperation({ summary: "A request as an uploader's page reads it through its link: the sealed card" })
  @ApiParam(REQUEST_LINK_PARAM)
  @ApiOkResponse({ type: FileRequestDto })
  @ApiGoneResponse({ description: GONE })
  forUploader(@Param('link', FolderLinkPipe) link: FolderRef): Promise<FileRequestDto> {
    return this.requests.forUploader(link.code, (link as { key: string }).key);
  }

  @Post(':link/answers')
  @UseGuards(SameOriginGuard)
  @RateLimited(FILE_REQUEST_ANSWER_THROTTLER)
  @ApiOperation({
    summary: 'Answer a request: announce the encrypted objects, then send their bytes as a resumable upload',
    description:
      'Needs the upload token derived from the request key. Answers as POST /api/resumable-uploads does: the bytes ' +
      'then go with PATCH /api/resumable-uploads/{id}, and finish, status and cancel are the same. ' +
      'FILE_REQUEST_ANSWERS_PER_CLIENT_PER_HOUR per client.',
  })
  @ApiParam(REQUEST_LINK_PARAM)
  @ApiCreatedResponse({ type: CreatedAnswerDto })
  @ApiConflictResponse({ description: '`request_closed`: it takes no more answers; `answer_exists`' })
  @ApiPayloadTooLargeResponse({
    description: 'Over FILE_REQUEST_MAX_BYTES or the size cap (`answer_too_large`), or FILE_REQUEST_ANSWERS_MAX',
  })
  @ApiGoneResponse({ description: 'Removed by the operators' })
  answer(
    @Param('link', FolderLinkPipe) link: FolderRef,
    @Body() body: CreateAnswerDto,
    @Req() request: Request,
  ): Promise<CreatedAnswerDto> {
    return this.answers.create(link.code, (link as { key: string }).key, body, clientKey(request));
  }

  @Get(':code/state')
  @RateLimited(LOOKUP_THROTTLER)
  @ApiOperation({
    summary: "The requester's view: status and every answer with its files (ETag; 304 on If-None-Match)",
  })
  @ApiParam(REQUEST_CODE_PARAM)
  @ApiHeader(REQUESTER_KEY_HEADER_DOC)
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of the last answer' })
  @ApiOkResponse({ type: FileRequestStateDto })
  @ApiResponse({ status: HttpStatus.NOT_MODIFIED, description: 'Nothing changed since the ETag given' })
  @ApiGoneResponse({ description: 'Cleanup deleted it: `reason` says why, for a week' })
  async state(
    @Param('code', FolderCodePipe) code: string,
    @RequesterCredentials() requester: Requester,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const { etag, state } = await this.requests.state(code, requester, ifNoneMatch);
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', 'private, no-cache');
    if (state) response.status(HttpStatus.OK).json(state);
    else response.status(HttpStatus.NOT_MODIFIED).end();
  }

  @Delete(':code')
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'End a request: no new answers; those received stay until each one expires' })
  @ApiParam(REQUEST_CODE_PARAM)
  @ApiHeader(REQUESTER_KEY_HEADER_DOC)
  @ApiNoContentResponse({ description: 'Ended (or had ended already)' })
  end(@Param('code', FolderCodePipe) code: string, @RequesterCredentials() requester: Requester): Promise<void> {
    return this.requests.end(code, requester);
  }

  @Delete(':code/answers/:answerId')
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete one answer now, with its files' })
  @ApiParam(REQUEST_CODE_PARAM)
  @ApiHeader(REQUESTER_KEY_HEADER_DOC)
  @ApiNoContentResponse({ description: 'Deleted' })
  deleteAnswer(
    @Param('code', FolderCodePipe) code: string,
    @Param() { answerId }: AnswerIdParams,
    @RequesterCredentials() requester: Requester,
  ): Promise<void> {
    return this.requests.deleteAnswer(code, answerId, requester);
  }
}
