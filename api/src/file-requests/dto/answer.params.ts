import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { coded } from '../../errors/coded-validation.pipe.js';

const ANSWER_ID = /^[A-Za-z0-9_-]{22}$/;
const ANSWER_PATH = /^(?:[A-Za-z0-9_-]{22}|manifest|thumbnails)$/;

/** An answer named by its id in the path. */
export class AnswerIdParams {
  @ApiProperty({ description: 'The answer id (22 base64url)', pattern: ANSWER_ID.source })
  @Matches(ANSWER_ID, { message: 'answerId must be 22 base64url characters.', context: coded('invalid_answer_id') })
  answerId: string;
}

/** One object of an answer: a file id, `manifest` or `thumbnails`. */
export class AnswerFileParams extends AnswerIdParams {
  @ApiProperty({ description: 'A file id, `manifest` or `thumbnails`', pattern: ANSWER_PATH.source })
  @Matches(ANSWER_PATH, {
    message: 'path must be a file id, manifest or thumbnails.',
    context: coded('invalid_answer_path'),
  })
  path: string;
}
