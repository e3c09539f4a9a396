import { ApiProperty } from '@nestjs/swagger';
import { ARRIVAL_STATUSES, type ArrivalStatus } from '../../../folders/arrival.js';

export class PendingFileDto {
  @ApiProperty({ description: "The file's id, as the share's lookup lists it", example: 17 })
  id: number;

  @ApiProperty({
    enum: ['arriving', 'checking'],
    description: '`arriving`: its bytes are still coming; `checking`: all here, being checked',
  })
  status: Exclude<ArrivalStatus, 'ready'>;

  @ApiProperty({ description: 'Bytes of it that have arrived so far', example: 1048576 })
  receivedBytes: number;
}

/**
 * What a recipient polls while a share's files arrive: the share's progress and every file that cannot be
 * downloaded yet. A file the lookup listed and this answer does not is ready.
 */
export class FolderProgressDto {
  @ApiProperty({
    enum: ARRIVAL_STATUSES,
    description:
      "`arriving`: the sender's upload still runs; `checking`: every file arrived, some are being checked; " +
      '`ready`: every file can be downloaded, and nothing will change any more: stop polling',
  })
  status: ArrivalStatus;

  @ApiProperty({ description: 'Bytes of all its files that have arrived so far', example: 5242880 })
  receivedBytes: number;

  @ApiProperty({ description: 'Bytes of all its files together', example: 10485760 })
  totalBytes: number;

  @ApiProperty({
    description:
      'When it ends: while arriving, should the upload make no more progress; once arrived, when its retention runs out',
    example: '2030-01-01T12:00:00.000Z',
  })
  expiresAt: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "While arriving: when bytes last came (or the upload began). A page says the sender's upload paused when " +
      'this falls well behind, which no ETag change announces. Null once every byte arrived',
    example: '2030-01-01T10:00:00.000Z',
  })
  lastReceivedAt: string | null;

  @ApiProperty({ type: [PendingFileDto], description: 'The files that cannot be downloaded yet, in upload order' })
  files: PendingFileDto[];

  @ApiProperty({
    type: Boolean,
    nullable: true,
    description:
      "A direct-only share's: whether the sender's page is there now to send its files (a change of it changes the " +
      'ETag too). Such a share is always `ready`, yet worth polling every few seconds: this, and 410 once it ended. ' +
      'Null for any other share',
  })
  senderPresent: boolean | null;
}
