import { ApiProperty } from '@nestjs/swagger';
import { FOLDER_STATUSES, type FolderStatus } from '../../folders/dto/folder-state.dto.js';

/** A share in a list (reports, search results). */
export class OperatorFolderSummaryDto {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ example: '0427' })
  code: string;

  @ApiProperty({ enum: FOLDER_STATUSES })
  status: FolderStatus;

  @ApiProperty({ example: '2030-01-01T10:00:00.000Z' })
  createdAt: string;

  @ApiProperty({ example: 1048576 })
  totalBytes: number;
}
