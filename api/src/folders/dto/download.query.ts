import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { GrantQuery } from './grant.query.js';
import { coded } from '../../errors/coded-validation.pipe.js';

/** A query flag as links write it: 1 or 0 (true or false also do); anything else is left for the check to refuse. */
const asFlag = ({ value }: { value: unknown }) =>
  value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value;

export class DownloadQuery extends GrantQuery {
  @ApiPropertyOptional({
    description:
      'Preview: images, PDF and text-like files are served inline (text as text/plain); anything else is still an attachment.',
    enum: ['1', '0', 'true', 'false'],
  })
  @IsOptional()
  @Transform(asFlag)
  @IsBoolean({ message: 'inline must be 1 or 0.', context: coded('invalid_flag', { field: 'inline' }) })
  inline?: boolean;

  @ApiPropertyOptional({
    description:
      'A file still arriving is sent as its upload stores it (200, the whole file; its last byte once it has been ' +
      'checked) instead of answering 409; a Range is then ignored. A file already here is sent as usual.',
    enum: ['1', '0', 'true', 'false'],
  })
  @IsOptional()
  @Transform(asFlag)
  @IsBoolean({ message: 'follow must be 1 or 0.', context: coded('invalid_flag', { field: 'follow' }) })
  follow?: boolean;
}
