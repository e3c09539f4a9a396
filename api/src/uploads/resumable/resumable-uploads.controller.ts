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
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../../auth/current-user.decorator.js';
import type { SessionUser } from '../../auth/session-user.js';
import { RateLimited } from '../../common/rate-limit/rate-limited.decorator.js';
import { UPLOAD_THROTTLER } from '../../common/rate-limit/throttler-names.js';
import { UploadResponseDto } from '../../folders/dto/upload-response.dto.js';
import { FOLDER_PASSWORD_FIELD_DOC } from '../../folders/password/folder-password.js';
import { RETENTIONS } from '../../folders/retention.js';
import { ENCRYPTED_FIELD, ENCRYPTED_FIELD_DOC } from '../../encrypted-shares/encrypted-upload.js';
import { CloseUnreadUploads, requestBody } from '../close-unread-uploads.interceptor.js';
import { PASSWORD_FIELD } from '../upload-form.js';
import { ChunkQuery } from './dto/chunk.query.js';
import { ChunkReceiptDto, ResumableUploadDto } from './dto/resumable-upload.dto.js';
import { ResumableUploadParams } from './dto/resumable-upload.params.js';
import { SIZES_FIELD } from './resumable-upload-plan.js';
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

@ApiTags('resumable uploads')
@ApiNotFoundResponse({ description: 'Unknown upload, or discarded after a day without progress' })
@Controller('resumable-uploads')
export class ResumableUploadsController {
  constructor(private readonly uploads: ResumableUploadsService) {}

  @Post()
  @RateLimited(UPLOAD_THROTTLER)
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
      },
    },
  })
  @ApiCreatedResponse({ type: ResumableUploadDto })
  @ApiPayloadTooLargeResponse({ description: 'Over MAX_UPLOAD_BYTES (E2E_MAX_BYTES when encrypted) or too many files' })
  @ApiTooManyRequestsResponse({ description: 'RATE_UPLOAD_PER_HOUR exceeded' })
  @UseInterceptors(CloseUnreadUploads)
  create(@Req() request: Request): Promise<ResumableUploadDto> {
    return this.uploads.create(requestBody(request));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Where an upload stands: the offset to resume from' })
  @ApiOkResponse({ type: ResumableUploadDto })
  status(@Param() params: ResumableUploadParams): Promise<ResumableUploadDto> {
    return this.uploads.status(params.id);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Send one chunk (application/offset+octet-stream) starting at ?offset=',
    description: 'Bytes that arrive before a connection drops are kept: ask for the offset (GET) and go on from there.',
  })
  @ApiConsumes('application/offset+octet-stream')
  @ApiOkResponse({ type: ChunkReceiptDto })
  @ApiConflictResponse({
    description: 'The offset is not where the upload stands (ask for it again), or the upload is complete',
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
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Create the share once every byte has arrived (asking again answers the same share)' })
  @ApiCreatedResponse({ type: UploadResponseDto })
  @ApiConflictResponse({ description: 'Bytes are still missing' })
  finish(
    @Param() params: ResumableUploadParams,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<UploadResponseDto> {
    return this.uploads.finish(params.id, user?.id ?? null);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Cancel an upload and drop its bytes (a share it already created stays)' })
  @ApiNoContentResponse()
  cancel(@Param() params: ResumableUploadParams, @Req() request: Request): Promise<void> {
    return this.uploads.cancel(params.id, request);
  }
}
