import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { GrantQuery } from './grant.query.js';
import { coded } from '../../errors/coded-validation.pipe.js';

export class ZipQuery extends GrantQuery {
  @ApiPropertyOptional({
    description: 'Only this subfolder (a relative path within the share)',
    example: 'photos/2024',
  })
  @IsOptional()
  @IsString({ context: coded('invalid_folder_path') })
  path?: string;
}
