import {
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  Req,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../../http/current-user.decorator.js';
import { SameOriginGuard } from '../../http/same-origin.guard.js';
import type { SessionUser } from '../../http/session-user.js';
import { RateLimited } from '../../http/rate-limit/rate-limited.decorator.js';
import { UPLOAD_THROTTLER } from '../../http/rate-limit/throttler-names.js';
import { UploadResponseDto } from '../../folders/dto/upload-response.dto.js';
import { FOLDER_PASSWORD_FIELD_DOC } from '../../folders/password/folder-password.js';
import { RETENTIONS } from '../../folders/retention.js';
import { ENCRYPTED_FIELD, ENCRYPTED_FIELD_DOC } from '../../encrypted-shares/encrypted-upload.js';
import { DIRECT_ONLY_FIELD, DIRECT_ONLY_FIELD_DOC } from '../../folders/direct-only/direct-only.js';
import { CloseUnreadUploads, requestBody } from '../close-unread-uploads.interceptor.js';
import { PASSWORD_FIELD } from '../upload-form.js';
import { ChunkQuery } from './dto/chunk.query.js';
import { ChunkReceiptDto, CreatedResumableUploadDto, ResumableUploadDto } from './dto/resumable-upload.dto.js';
import { ResumableUploadParams } from './dto/resumable-upload.params.js';
import { SIZES_FIELD } from './resumable-upload-plan.js';
import { ResumableUploadOpenings } from './resumable-upload-openings.js';
import { ResumableUploadsService, type IncomingChunk } from './resumable-uploads.service.js';

/** A chunk request as the service takes it: its declared type and length, and its body stream. */
function incomingChunk(request: Request): IncomingChunk {
  const length = request.headers['content-length'];
  return {
    contentType: request.headers['content-type'],
    declaredLength: length === undefined ? undefined : Number(length),
    body: request,
  };
}

/**
 * Every step but the status refuses another site's page (SameOriginGuard, 403), as POST /api/upload does: finish
 * files the share under the session's account, so an upload started anywhere must not be finished into a
 * visitor's account by another site. The app's upload queue and its service worker are same-origin, and programs
 * send neither Sec-Fetch-Site nor Origin.
 */
@ApiTags('resumable uploads')
@ApiNotFoundResponse({ description: 'Unknown upload, or discarded after a day without progress' })
@ApiGoneResponse({ description: 'Its share ended before every byte arrived (why: `reason`); it takes no more bytes' })
@ApiForbiddenResponse({ description: "Sent by another site's page (a browser's Sec-Fetch-Site or Origin says so)" })
@Controller('resumable-uploads')
export class ResumableUploadsController {
  constructor(
    private readonly openings: ResumableUploadOpenings,
    private readonly uploads: ResumableUploadsService,
  ) {}

  @Post()
  @RateLimited(UPLOAD_THROTTLER)
  // Below RateLimited, so that it runs first: a refused request is not counted.
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Start a resumable share: list the files (paths and sizes), then send their bytes as chunks',
    description:
      "Same path rules, retention and MAX_UPLOAD_BYTES as POST /api/upload, and it counts as one upload against RATE_UPLOAD_PER_HOUR. The files' bytes are then sent laid end to end in list order.",
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['filePaths', SIZES_FIELD],
      properties: {
        filePaths: {
          type: 'string',
          description: 'JSON list of relative paths',
          example: '["trip/a.jpg","trip/b.txt"]',
        },
        [SIZES_FIELD]: {
          type: 'string',
          description: 'JSON list of sizes in bytes, same order',
          example: '[48213,12]',
        },
        retention: { type: 'string', enum: [...RETENTIONS], default: '2h' },
        [PASSWORD_FIELD]: FOLDER_PASSWORD_FIELD_DOC,
        [ENCRYPTED_FIELD]: ENCRYPTED_FIELD_DOC,
        [DIRECT_ONLY_FIELD]: DIRECT_ONLY_FIELD_DOC,
      },
    },
  })
  @ApiCreatedResponse({ type: CreatedResumableUploadDto })
  @ApiPayloadTooLargeResponse({ description: 'Over MAX_UPLOAD_BYTES (E2E_MAX_BYTES when encrypted) or too many files' })
  @ApiTooManyRequestsResponse({ description: 'RATE_UPLOAD_PER_HOUR exceeded' })
  @UseInterceptors(CloseUnreadUploads)
  create(@Req() request: Request, @CurrentUser() user: SessionUser | undefined): Promise<CreatedResumableUploadDto> {
    return this.openings.create(requestBody(request), user?.id ?? null);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Where an upload stands: the offset to resume from' })
  @ApiOkResponse({ type: ResumableUploadDto })
  status(@Param() params: ResumableUploadParams): Promise<ResumableUploadDto> {
    return this.uploads.status(params.id);
  }

  @Patch(':id')
  @UseGuards(SameOriginGuard)
  @ApiOperation({
    summary: 'Send one chunk (application/offset+octet-stream) starting at ?offset=',
    description: 'Bytes that arrive before a connection drops are kept: ask for the offset (GET) and go on from there.',
  })
  @ApiConsumes('application/offset+octet-stream')
  @ApiOkResponse({ type: ChunkReceiptDto })
  @ApiConflictResponse({
    description:
      'The offset is not where the upload stands (ask for it again), or the upload is complete; `reason: direct-only`: ' +
      'its share is sent directly only, and takes no bytes',
  })
  @ApiPayloadTooLargeResponse({ description: 'The chunk runs past the end of the upload' })
  appendChunk(
    @Param() params: ResumableUploadParams,
    @Query() query: ChunkQuery,
    @Req() request: Request,
  ): Promise<ChunkReceiptDto> {
    return this.uploads.appendChunk(params.id, query.offset, incomingChunk(request));
  }

  @Post(':id/finish')
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Once every byte has arrived, answer the share again, complete (asking again answers it too)',
  })
  @ApiCreatedResponse({ type: UploadResponseDto })
  @ApiConflictResponse({ description: 'Bytes are still missing' })
  // An upload another module opened for its own target answers that target's body (UploadTarget.answer).
  finish(@Param() params: ResumableUploadParams, @CurrentUser() user: SessionUser | undefined): Promise<object> {
    return this.uploads.finish(params.id, user?.id ?? null);
  }

  @Delete(':id')
  @UseGuards(SameOriginGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Cancel an upload and drop its bytes; its share ends (`stopped`) unless every byte had arrived',
  })
  @ApiNoContentResponse()
  cancel(@Param() params: ResumableUploadParams, @Req() request: Request): Promise<void> {
    return this.uploads.cancel(params.id, request);
  }
}
