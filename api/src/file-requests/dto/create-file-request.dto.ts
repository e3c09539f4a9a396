import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { coded } from '../../errors/coded-validation.pipe.js';
import { REQUEST_RETENTIONS, type RequestRetention } from '../request-retention.js';

/** Unpadded base64url of at least one byte. */
const BASE64URL_PATTERN = /^[A-Za-z0-9_-]+$/;
const HEX_SHA256_PATTERN = /^[0-9a-f]{64}$/;
const CARD_MESSAGE = 'card must be unpadded base64url.';
const TOKEN_HASH_MESSAGE = 'uploadTokenHash must be 64 lowercase hex digits.';
const SIZE_CAP_MESSAGE = 'sizeCap must be a whole number of bytes.';

/** A file request as its requester's page makes it: the sealed card and what the server may check answers by. */
export class CreateFileRequestDto {
  @ApiProperty({
    description: 'The sealed request card (SCRQ), unpadded base64url, at most 8 KiB decoded; opaque to the server',
    example: 'U0NSUQE…',
  })
  @IsString({ message: CARD_MESSAGE, context: coded('invalid_request_card') })
  @Matches(BASE64URL_PATTERN, { message: CARD_MESSAGE, context: coded('invalid_request_card') })
  card: string;

  @ApiProperty({
    description: 'SHA-256 of the upload token derived from the request key, lowercase hex',
    pattern: HEX_SHA256_PATTERN.source,
  })
  @IsString({ message: TOKEN_HASH_MESSAGE, context: coded('invalid_upload_token_hash') })
  @Matches(HEX_SHA256_PATTERN, { message: TOKEN_HASH_MESSAGE, context: coded('invalid_upload_token_hash') })
  uploadTokenHash: string;

  @ApiProperty({
    enum: REQUEST_RETENTIONS,
    description: 'How long the request takes answers, and how long each answer is kept from its arrival',
  })
  @IsIn(REQUEST_RETENTIONS, {
    message: `retention must be one of ${REQUEST_RETENTIONS.join(', ')}`,
    context: coded('invalid_retention', { retentions: REQUEST_RETENTIONS.join(', ') }),
  })
  retention: RequestRetention;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'The most all answers together may hold, in bytes; null or absent: no cap beyond each answer’s',
  })
  @IsOptional()
  @IsInt({ message: SIZE_CAP_MESSAGE, context: coded('invalid_size_cap') })
  @Min(1, { message: SIZE_CAP_MESSAGE, context: coded('invalid_size_cap') })
  @Max(Number.MAX_SAFE_INTEGER, { message: SIZE_CAP_MESSAGE, context: coded('invalid_size_cap') })
  sizeCap?: number | null;
}
