import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { coded } from '../../errors/coded-validation.pipe.js';

/** The `grant` a password lookup adds to a protected share's URLs (docs/sender-control.md). */
export class GrantQuery {
  @ApiPropertyOptional({ description: "A protected share's grant, as the URLs of a lookup with its password carry it" })
  @IsOptional()
  @IsString({ context: coded('invalid_grant') })
  grant?: string;
}
