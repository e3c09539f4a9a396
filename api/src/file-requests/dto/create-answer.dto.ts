import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { coded } from '../../errors/coded-validation.pipe.js';
import { MAX_FILES_PER_SHARE } from '../../uploads/multipart-reader.js';
import { ResumableUploadDto } from '../../uploads/resumable/dto/resumable-upload.dto.js';

/** The 81-byte wrapped answer key (`01 ‖ enc ‖ ct`) as unpadded base64url: 108 characters. */
const WRAPPED_KEY_PATTERN = /^[A-Za-z0-9_-]{108}$/;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const WRAPPED_KEY_MESSAGE = 'wrappedKey must be 81 bytes as unpadded base64url.';
const PATHS_MESSAGE = `filePaths must be a list of at most ${MAX_FILES_PER_SHARE} paths.`;
const SIZES_MESSAGE = `fileSizes must be a list of at most ${MAX_FILES_PER_SHARE} whole numbers of bytes.`;

/** An uploader's answer, announced before its bytes: what the resumable upload it opens will carry. */
export class CreateAnswerDto {
  @ApiProperty({ description: 'The answer id the uploader drew (16 bytes, 22 base64url)', pattern: ID_PATTERN.source })
  @Matches(ID_PATTERN, { message: 'answerId must be 22 base64url characters.', context: coded('invalid_answer_id') })
  answerId: string;

  @ApiProperty({ description: 'The answer key wrapped to the requester (81 bytes, unpadded base64url)' })
  @Matches(WRAPPED_KEY_PATTERN, { message: WRAPPED_KEY_MESSAGE, context: coded('invalid_wrapped_key') })
  wrappedKey: string;

  @ApiProperty({ description: 'The upload token derived from the request key (16 bytes, 22 base64url)' })
  @Matches(ID_PATTERN, {
    message: 'uploadToken must be 22 base64url characters.',
    context: coded('invalid_upload_token'),
  })
  uploadToken: string;

  @ApiProperty({
    type: [String],
    description: 'The objects, in upload order: file ids, one `manifest` and at most one `thumbnails`',
  })
  @IsArray({ message: PATHS_MESSAGE, context: coded('invalid_path_list') })
  @ArrayMaxSize(MAX_FILES_PER_SHARE, { message: PATHS_MESSAGE, context: coded('invalid_path_list') })
  @IsString({ each: true, message: PATHS_MESSAGE, context: coded('invalid_path_list') })
  filePaths: string[];

  @ApiProperty({ type: [Number], description: "Each object's size in bytes, in the same order" })
  @IsArray({ message: SIZES_MESSAGE, context: coded('invalid_file_sizes') })
  @ArrayMaxSize(MAX_FILES_PER_SHARE, { message: SIZES_MESSAGE, context: coded('invalid_file_sizes') })
  @IsInt({ each: true, message: SIZES_MESSAGE, context: coded('invalid_file_sizes') })
  @Min(0, { each: true, message: SIZES_MESSAGE, context: coded('invalid_file_sizes') })
  @Max(Number.MAX_SAFE_INTEGER, { each: true, message: SIZES_MESSAGE, context: coded('invalid_file_sizes') })
  fileSizes: number[];
}

export class AnnouncedAnswerFileDto {
  @ApiProperty({ description: 'A file id, `manifest` or `thumbnails`' })
  path: string;

  @ApiProperty({ type: 'integer' })
  filesize: number;
}

/** What creating an answer answers: the resumable upload's own fields, as POST /api/resumable-uploads does. */
export class CreatedAnswerDto extends ResumableUploadDto {
  @ApiProperty({ description: 'The answer id' })
  answerId: string;

  @ApiProperty({ type: [AnnouncedAnswerFileDto], description: 'The announced objects, in upload order' })
  files: AnnouncedAnswerFileDto[];
}
