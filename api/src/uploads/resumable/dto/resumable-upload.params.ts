import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { coded } from '../../../errors/coded-validation.pipe.js';

export class ResumableUploadParams {
  @ApiProperty({ description: 'The id the creation answered with', format: 'uuid' })
  @IsUUID('4', {
    message: 'The upload id must be the id the creation answered with.',
    context: coded('invalid_upload_id'),
  })
  id: string;
}
