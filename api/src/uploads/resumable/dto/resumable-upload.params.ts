import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class ResumableUploadParams {
  @ApiProperty({ description: 'The id the creation answered with', format: 'uuid' })
  @IsUUID('4', { message: 'The upload id must be the id the creation answered with.' })
  id: string;
}
