import { ApiProperty } from '@nestjs/swagger';
import { UploadResponseDto } from '../../../folders/dto/upload-response.dto.js';

/** Where a resumable upload stands: what the client needs to send the next chunk, or to resume. */
export class ResumableUploadDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    description: 'Bytes received so far, of the files laid end to end in list order: where the next chunk starts',
  })
  offset: number;

  @ApiProperty({ description: 'Bytes of all the files together' })
  length: number;

  @ApiProperty({
    description: 'Bytes per chunk the server suggests; a chunk may carry any number up to the end of the upload',
  })
  chunkBytes: number;

  @ApiProperty({ description: 'Whether the client finished it (POST …/finish; asking again answers the share again)' })
  finished: boolean;

  @ApiProperty({
    description:
      'When the upload is abandoned if nothing more arrives (UPLOAD_ABANDONED_AFTER_MINUTES after the last bytes): ' +
      'its share then ends, unless every byte had arrived',
    example: '2030-01-01T12:00:00.000Z',
  })
  expiresAt: string;
}

export class ChunkReceiptDto {
  @ApiProperty({ description: 'The new offset: where the next chunk starts' })
  offset: number;

  @ApiProperty({ description: 'Bytes of all the files together; the upload is complete when offset reaches it' })
  length: number;
}

/** A resumable upload just announced, with the share it fills: open from now on, its files arriving as sent. */
export class CreatedResumableUploadDto extends ResumableUploadDto {
  @ApiProperty({
    type: UploadResponseDto,
    description:
      'The share, made now (status `arriving`): its code, link, QR code and the management key, answered only here and ' +
      'by the finish step. Recipients may open it at once; each file opens once it has arrived and been checked',
  })
  share: UploadResponseDto;
}
