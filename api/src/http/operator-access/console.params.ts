import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { coded } from '../../errors/coded-validation.pipe.js';

const ID_MESSAGE = 'The id must be a whole number.';

/** A database id in a path: one rule, so a bad value gets one message. */
function IsRecordId(): PropertyDecorator {
  return applyDecorators(
    Type(() => Number),
    ValidateBy(
      {
        name: 'isRecordId',
        validator: {
          validate: (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1,
          defaultMessage: () => ID_MESSAGE,
        },
      },
      { context: coded('invalid_id') },
    ),
  );
}

/** The share a console route acts on (`/api/operator/folders/:id/...`), whichever feature serves the route. */
export class FolderIdParams {
  @ApiProperty({ description: "The share's database id", example: 42 })
  @IsRecordId()
  id: number;
}

export class FolderFileParams extends FolderIdParams {
  @ApiProperty({ description: "The file's id", example: 17 })
  @IsRecordId()
  fileId: number;
}
