import { ApiProperty } from '@nestjs/swagger';

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

  @ApiProperty({ description: 'Whether the share was created (POST …/finish answers it again)' })
  finished: boolean;

  @ApiProperty({
    description: 'When the upload is discarded if nothing more arrives',
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
