import { ApiProperty } from '@nestjs/swagger';
import { REMOVAL_CATEGORIES, type RemovalCategory } from './ending.js';

/** Sharecode's operators removed the share: the statement of reasons its sender reads. */
export class FolderRemovalDto {
  @ApiProperty({ enum: REMOVAL_CATEGORIES, description: 'What kind of content or conduct the removal is about' })
  category: RemovalCategory;

  @ApiProperty({
    description: "The operators' statement of reasons: what was found and why it was removed",
    example: 'The share held copies of a paid course reported by its publisher; it was removed under copyright.',
  })
  reasons: string;

  @ApiProperty({ description: 'ISO 8601 instant of the removal', example: '2030-01-01T11:00:00.000Z' })
  removedAt: string;
}
