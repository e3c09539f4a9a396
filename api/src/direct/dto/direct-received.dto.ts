import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Matches, Min } from 'class-validator';
import { SESSION_ID_PATTERN } from '../../relay/session-id.js';
import { DIRECT_SESSION_ID_PARAM } from '../direct-session-id.js';
import { coded } from '../../errors/coded-validation.pipe.js';

/** A file the recipient's page received directly, whole, and checked against what the sender announced. */
export class DirectReceivedDto {
  @ApiProperty({
    description: 'The direct session it came through, as its start named it (the sender answered it)',
    example: DIRECT_SESSION_ID_PARAM.example,
    pattern: SESSION_ID_PATTERN,
  })
  @Matches(new RegExp(SESSION_ID_PATTERN), {
    message: "sessionId must be a direct session's id (22 characters).",
    context: coded('invalid_session_id'),
  })
  sessionId: string;

  @ApiProperty({ description: "The file's id, as listed in the share's `files`", example: 17 })
  @IsInt({ message: 'fileId must be a whole number.', context: coded('invalid_file_id') })
  @Min(1, { message: 'fileId must be a whole number.', context: coded('invalid_file_id') })
  fileId: number;

  @ApiProperty({ description: 'How many bytes were received: the whole file, its `filesize`', example: 52_428_800 })
  @IsInt({ message: 'bytes must be a whole number.', context: coded('invalid_byte_count') })
  @Min(0, { message: 'bytes must be a whole number.', context: coded('invalid_byte_count') })
  bytes: number;
}
