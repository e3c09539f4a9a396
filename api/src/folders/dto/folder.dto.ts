import { ApiProperty } from '@nestjs/swagger';
import { RETENTIONS, type Retention } from '../retention.js';
import { UploadedFileDto } from './uploaded-file.dto.js';
import { FOLDER_LINK_EXAMPLE, FOLDER_URL_EXAMPLE } from '../codes/folder-ref.js';
import { ARRIVAL_STATUSES, type ArrivalStatus } from '../arrival.js';

const FILE_STATUS_DOC =
  '`ready`: it can be downloaded and previewed; `arriving`: its bytes are still coming (see receivedBytes); ' +
  '`checking`: all here, being checked (stored, hashed, against the block list and, with a scanner, for ' +
  'malware). Its URL answers 409 (reason `arriving` or `checking`, Retry-After) until it is ready';

/** A file as retrieval lists it: the upload's fields plus id, `path` (filepath again), type and download URL. */
export class FolderFileDto extends UploadedFileDto {
  @ApiProperty({ example: 17 })
  id: number;

  @ApiProperty({ description: 'Same as filepath (older clients read this name)', example: 'photos/2024/beach.jpg' })
  path: string;

  @ApiProperty({
    description: 'Root-relative download URL, through the share link; add ?inline=1 to preview',
    example: `/api/folders/${FOLDER_LINK_EXAMPLE}/files/17`,
  })
  url: string;

  @ApiProperty({ description: 'Guessed from the file name', example: 'image/jpeg' })
  mimetype: string;

  @ApiProperty({ enum: ARRIVAL_STATUSES, description: FILE_STATUS_DOC })
  status: ArrivalStatus;

  @ApiProperty({
    description:
      'Bytes of it that have arrived so far: filesize once arrived (0 for a direct-only share: none ever do)',
    example: 48213,
  })
  receivedBytes: number;

  @ApiProperty({
    type: String,
    nullable: true,
    // Always answered; optional in the document, so that clients typed before it still compile.
    required: false,
    description:
      'SHA-256 (hex) of the bytes the server holds, once the file is `ready` (of the ciphertext, for an encrypted ' +
      "share): a page receiving the file straight from the sender's device checks it against this. Null before, " +
      'and for a share sent directly only (the server never sees its bytes)',
    example: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  })
  sha256?: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    // Always answered; optional in the document, so that clients typed before it still compile.
    required: false,
    description:
      'Root-relative URL of a small WebP image of it (fits within 320×320, upright, no metadata), made on the server ' +
      'of a photo (JPEG, PNG, WebP, GIF, AVIF, TIFF) of a share that is not end-to-end encrypted. It answers 200, or ' +
      '409 (reason `pending`, Retry-After) until made, or 404 when none could be made (a corrupt image, too many ' +
      'pixels). Null when none will be: not such a photo, or an encrypted share. See docs/gallery.md',
    example: `/api/folders/${FOLDER_LINK_EXAMPLE}/files/17/thumbnail`,
  })
  thumbnailUrl: string | null;
}

export class FolderDto {
  @ApiProperty({ example: '0427' })
  folderCode: string;

  @ApiProperty({ description: 'The share link: the code plus a 128-bit key', example: FOLDER_URL_EXAMPLE })
  folderUrl: string;

  @ApiProperty({
    description: 'Root-relative URL of a PNG QR code that decodes to folderUrl',
    example: `/api/folders/${FOLDER_LINK_EXAMPLE}/qr.png`,
  })
  qrCode: string;

  @ApiProperty({
    description: 'Root-relative URL of the whole share as a ZIP; add ?path=sub/dir for one folder',
    example: `/api/folders/${FOLDER_LINK_EXAMPLE}/zip`,
  })
  zipUrl: string;

  @ApiProperty({
    description:
      'When it ends. Once every file arrived, when its retention runs out; while `arriving`, when it ends should ' +
      "its sender's upload make no more progress (its retention starts once the last file has arrived)",
    example: '2030-01-01T12:00:00.000Z',
  })
  expiresAt: string;

  @ApiProperty({ enum: RETENTIONS })
  retention: Retention;

  @ApiProperty({
    enum: ARRIVAL_STATUSES,
    description:
      "`arriving`: the sender's upload still runs, and files open one by one as each arrives; `checking`: every " +
      'file arrived, some are still being checked; `ready`: every file can be downloaded (and the ZIP too)',
  })
  status: ArrivalStatus;

  @ApiProperty({ description: 'Bytes of all its files that have arrived so far', example: 48213 })
  receivedBytes: number;

  @ApiProperty({ description: 'Bytes of all its files together', example: 48213 })
  totalBytes: number;

  @ApiProperty({
    description:
      'Root-relative URL to poll while status is not `ready`: what changed since (ETag and If-None-Match: 304 ' +
      'while nothing did); see docs/instant-share.md',
    example: `/api/folders/${FOLDER_LINK_EXAMPLE}/progress`,
  })
  progressUrl: string;

  @ApiProperty({
    description:
      'End-to-end encrypted (docs/encryption.md): the files are ciphertext named by file id, one of them the encrypted ' +
      'manifest (path "manifest"); the key is in the link after #, and the page decrypts',
  })
  encrypted: boolean;

  @ApiProperty({
    description:
      'Sent directly only (docs/direct-transfer.md): Sharecode stores none of its bytes. Each file comes straight from the ' +
      "sender's open page over WebRTC, never from the server (its URL and the ZIP answer 409, reason `direct-only`); " +
      'the share ends once that page has been gone for DIRECT_ONLY_GRACE_SECONDS. Keep polling progressUrl to hear of it',
  })
  directOnly: boolean;

  @ApiProperty({
    type: Boolean,
    nullable: true,
    description:
      "A direct-only share's: whether the sender's page is there now to send the files. Null for any other share",
  })
  senderPresent: boolean | null;

  @ApiProperty({ type: [FolderFileDto] })
  files: FolderFileDto[];
}

/** Retrieval wraps the folder in `data`, as the original web client expects. */
export class FolderResponseDto {
  @ApiProperty({ type: FolderDto })
  data: FolderDto;
}
