import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { coded } from '../../errors/coded-validation.pipe.js';

const asFlag = ({ value }: { value: unknown }) =>
  value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value;

/** `?follow=1`: an object still arriving is sent as its upload stores it instead of answering 409. */
export class FollowQuery {
  @ApiPropertyOptional({
    description: 'An object still arriving is sent as its upload stores it (the Range asked for, else all of it)',
    enum: ['1', '0', 'true', 'false'],
  })
  @IsOptional()
  @Transform(asFlag)
  @IsBoolean({ message: 'follow must be 1 or 0.', context: coded('invalid_flag', { field: 'follow' }) })
  follow?: boolean;
}
