import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { GrantQuery } from './grant.query.js';

export class ZipQuery extends GrantQuery {
  @ApiPropertyOptional({
    description: 'Only this subfolder (a relative path within the share)',
    example: 'photos/2024',
  })
  @IsOptional()
  @IsString()
  path?: string;
}
