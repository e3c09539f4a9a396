import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { RETENTIONS, type Retention } from '../../folders/retention.js';
import { FOLDER_URL_EXAMPLE } from '../../folders/codes/folder-ref.js';
import { FolderStateDto } from '../../folders/dto/folder-state.dto.js';

/** One of the signed-in account's live shares, as its list and search show it. */
export class MyShareDto extends PickType(FolderStateDto, ['status', 'removal', 'scan'] as const) {
  @ApiProperty({ example: '0427' })
  code: string;

  @ApiProperty({
    description: 'The share link (opens the share; the code alone does not)',
    example: FOLDER_URL_EXAMPLE,
  })
  folderUrl: string;

  @ApiProperty({ example: '2030-01-01T10:00:00.000Z' })
  createdAt: string;

  @ApiProperty({ example: '2030-01-01T12:00:00.000Z' })
  expiresAt: string;

  @ApiProperty({ enum: RETENTIONS })
  retention: Retention;

  @ApiProperty({ example: 4 })
  fileCount: number;

  @ApiProperty({
    description:
      'End-to-end encrypted: its paths are file ids plus "manifest", the names being known only where the key is',
  })
  encrypted: boolean;

  @ApiProperty({ description: 'Sum of the file sizes, in bytes', example: 48213 })
  totalBytes: number;

  @ApiProperty({
    description: 'The first few relative paths, in path order',
    example: ['holiday/notes.txt', 'holiday/photos/beach.jpg'],
  })
  firstFiles: string[];

  @ApiPropertyOptional({
    description: 'With q: the first few paths that contain it (empty when only the code matched)',
    example: ['holiday/photos/beach.jpg'],
  })
  matchingFiles?: string[];
}

/** A share of the account that Sharecode's operators removed (or found malware in): no longer opens, no link. */
export class RemovedShareDto extends PickType(FolderStateDto, ['status', 'removal', 'retention'] as const) {
  @ApiProperty({ example: '0427' })
  code: string;

  @ApiProperty({ example: '2030-01-01T10:00:00.000Z' })
  createdAt: string;

  @ApiProperty({ description: 'When it stopped opening', example: '2030-01-01T11:00:00.000Z' })
  endedAt: string;
}

export class MySharesResponseDto {
  @ApiProperty({ type: [MyShareDto], description: 'Newest first' })
  shares: MyShareDto[];

  @ApiProperty({
    type: [RemovedShareDto],
    description:
      "The account's shares removed by Sharecode's operators (with their statements of reasons) or for malware, " +
      'newest first, for a week after their removal; not filtered by q',
  })
  removed: RemovedShareDto[];
}
