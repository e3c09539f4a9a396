import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

export class ZipQuery {
  @ApiPropertyOptional({ description: 'Only this subfolder (a relative path within the share)', example: 'photos/2024' })
  @IsOptional()
  @IsString()
  path?: string;
}
