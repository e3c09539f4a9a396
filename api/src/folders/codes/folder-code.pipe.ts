import { ApiException } from '../../errors/api-exception.js';
import { Injectable, type PipeTransform } from '@nestjs/common';
import { INVALID_CODE_FORMAT_MESSAGE, isFolderCode } from './folder-code.js';

/**
 * Validates a lone `:code` route parameter. Lookups are the API's hottest path, and a params DTO costs a
 * class-validator round trip (instantiate, look up metadata, validate) per request; one regular expression
 * answers the same question with the same 400 message.
 */
@Injectable()
export class FolderCodePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isFolderCode(value)) throw new ApiException('invalid_code_format', INVALID_CODE_FORMAT_MESSAGE);
    return value;
  }
}
