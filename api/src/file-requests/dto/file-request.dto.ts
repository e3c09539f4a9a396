import { ApiProperty } from '@nestjs/swagger';

/** A request as an uploader's page reads it through the link. */
export class FileRequestDto {
  @ApiProperty({ description: 'The sealed request card, unpadded base64url' })
  card: string;

  @ApiProperty({ description: 'ISO 8601 instant the request stops taking answers' })
  closesAt: string;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The most all answers together may hold, in bytes' })
  sizeCap: number | null;

  @ApiProperty({ type: 'integer', description: 'Bytes its answers hold or announced so far' })
  receivedBytes: number;

  @ApiProperty({ description: 'Whether it takes an answer now (not full, its size cap not reached)' })
  open: boolean;

  @ApiProperty({ description: "Whether a page of the requester's is there to answer a code exchange" })
  requesterPresent: boolean;
}
