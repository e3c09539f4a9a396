import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** The `grant` a password lookup adds to a protected share's URLs (docs/sender-control.md). */
export class GrantQuery {
  @ApiPropertyOptional({ description: "A protected share's grant, as the URLs of a lookup with its password carry it" })
  @IsOptional()
  @IsString()
  grant?: string;
}
