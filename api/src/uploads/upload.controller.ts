import {
  applyDecorators,
  Controller,
  HttpCode,
  HttpStatus,
  Post,
  Req,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOperation,
  ApiResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  type SchemaObject,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../http/current-user.decorator.js';
import { SameOriginGuard } from '../http/same-origin.guard.js';
import type { SessionUser } from '../http/session-user.js';
import { RateLimited } from '../http/rate-limit/rate-limited.decorator.js';
import { UPLOAD_THROTTLER } from '../http/rate-limit/throttler-names.js';
import { UploadResponseDto } from '../folders/dto/upload-response.dto.js';
import { FOLDER_PASSWORD_FIELD_DOC } from '../folders/password/folder-password.js';
import { RETENTIONS } from '../folders/retention.js';
import { ENCRYPTED_FIELD, ENCRYPTED_FIELD_DOC } from '../encrypted-shares/encrypted-upload.js';
import { CloseUnreadUploads, requestBody } from './close-unread-uploads.interceptor.js';
import { PASSWORD_FIELD } from './upload-form.js';
import { UploadsService } from './uploads.service.js';

const UPLOAD_FORM_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['files'],
  properties: {
    files: {
      type: 'array',
      items: { type: 'string', format: 'binary' },
      description: "Repeated file parts; each part's filename is the file's relative path unless a path list is sent",
    },
    filePaths: { type: 'string', description: 'JSON list of relative paths, one per file part, in order' },
    filepathsRaw: { type: 'string', description: 'Alternative to filePaths (the feature page sends this)' },
    filenamesRaw: { type: 'string', description: 'Accepted and ignored: names come from the paths' },
    filesizeRaw: { type: 'string', description: 'Accepted and ignored: sizes are counted as bytes arrive' },
    retention: { type: 'string', enum: [...RETENTIONS], default: '2h' },
    [PASSWORD_FIELD]: FOLDER_PASSWORD_FIELD_DOC,
    [ENCRYPTED_FIELD]: ENCRYPTED_FIELD_DOC,
  },
};

function UploadDocs() {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: UPLOAD_FORM_SCHEMA }),
    ApiCreatedResponse({ type: UploadResponseDto }),
    ApiForbiddenResponse({ description: "Sent by another site's page (a browser's Sec-Fetch-Site or Origin says so)" }),
    ApiTooManyRequestsResponse({ description: 'RATE_UPLOAD_PER_HOUR exceeded' }),
    ApiServiceUnavailableResponse({ description: 'No code free, or the storage or the database cannot be reached' }),
    ApiResponse({ status: 507, description: 'The server is out of storage space; nothing was kept' }),
  );
}

/**
 * An upload is filed under the session's account, so another site's page must not send one with a visitor's
 * cookie (it would plant a share in their My shares): SameOriginGuard refuses it with 403, as it does logout or
 * ending a share. Programs (curl, scripts) send neither Sec-Fetch-Site nor Origin and are unaffected, and our own
 * pages and service worker are same-origin. Checked before the rate limit, so a refused request costs the
 * visitor none of their uploads.
 */
@ApiTags('shares')
@RateLimited(UPLOAD_THROTTLER)
@UseGuards(SameOriginGuard)
@UseInterceptors(CloseUnreadUploads)
@Controller()
export class UploadController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('upload')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Share files or a folder',
    description:
      'Streams every file to storage, then records the share under a fresh 4-digit code. 400: bad path, duplicate path, ' +
      'no files or bad retention; 413: over MAX_UPLOAD_BYTES (E2E_MAX_BYTES when encrypted); 503: no code free or a dependency down; 507: out of storage space.',
  })
  @UploadDocs()
  upload(@Req() request: Request, @CurrentUser() user: SessionUser | undefined): Promise<UploadResponseDto> {
    return this.uploads.upload(requestBody(request), user?.id ?? null);
  }

  @Post('upload-folder')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Same as /upload (the /test page posts here)' })
  @UploadDocs()
  uploadFolder(@Req() request: Request, @CurrentUser() user: SessionUser | undefined): Promise<UploadResponseDto> {
    return this.uploads.upload(requestBody(request), user?.id ?? null);
  }
}
