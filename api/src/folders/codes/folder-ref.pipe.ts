import { ApiException } from '../../errors/api-exception.js';
import { Injectable, type PipeTransform } from '@nestjs/common';
import { isFolderCode } from './folder-code.js';
import {
  INVALID_LINK_FORMAT_MESSAGE,
  INVALID_REF_FORMAT_MESSAGE,
  parseFolderRef,
  type FolderRef,
} from './folder-ref.js';

/** Files, previews, QR images and ZIPs are reached through the link; a bare code is told how to get it. */
export const CODE_NOT_ENOUGH_MESSAGE =
  'Files are reached through the share link, not the code alone. Look the code up first ' +
  '(GET /api/folders/retrieve/{code}): its answer lists the link and every download URL.';

/** A `:ref` parameter: a 4-digit code or a share link (`4821-<key>`). A plain regular expression, as lookups are hot. */
@Injectable()
export class FolderRefPipe implements PipeTransform<string, FolderRef> {
  transform(value: string): FolderRef {
    const ref = parseFolderRef(value);
    if (!ref) throw new ApiException('invalid_ref_format', INVALID_REF_FORMAT_MESSAGE);
    return ref;
  }
}

/** A `:link` parameter: a share link only. */
@Injectable()
export class FolderLinkPipe implements PipeTransform<string, FolderRef> {
  transform(value: string): FolderRef {
    const ref = parseFolderRef(value);
    if (ref?.kind === 'link') return ref;
    throw isFolderCode(value)
      ? new ApiException('code_not_enough', CODE_NOT_ENOUGH_MESSAGE)
      : new ApiException('invalid_link_format', INVALID_LINK_FORMAT_MESSAGE);
  }
}
