import type { Response } from 'supertest';
import type { UserResponseDto } from '../../src/auth/dto/user.dto.js';
import type { ErrorBody } from '../../src/http/http-exception.filter.js';
import type { FolderStateDto } from '../../src/folders/dto/folder-state.dto.js';
import type { FolderDto, FolderResponseDto } from '../../src/folders/dto/folder.dto.js';
import type { UploadResponseDto } from '../../src/folders/dto/upload-response.dto.js';
import type { MyShareDto, MySharesResponseDto } from '../../src/my-shares/dto/my-share.dto.js';
import type {
  ChunkReceiptDto,
  CreatedResumableUploadDto,
  ResumableUploadDto,
} from '../../src/uploads/resumable/dto/resumable-upload.dto.js';

/*
 * supertest types every body as `any`; these read an answer's body as the API documents it, so a test that
 * misreads an answer fails to compile rather than comparing with undefined.
 */

/** Any JSON body, as `T`. */
export function bodyOf<T>(response: Response): T {
  return response.body as T;
}

/** The error body every endpoint answers with. */
export function errorOf(response: Response): ErrorBody {
  return bodyOf<ErrorBody>(response);
}

/** A lookup's folder (by code, link or share URL): the `data` of its answer. */
export function folderOf(response: Response): FolderDto {
  return bodyOf<FolderResponseDto>(response).data;
}

/** An upload's answer (also a resumable upload's finish). */
export function uploadedOf(response: Response): UploadResponseDto {
  return bodyOf<UploadResponseDto>(response);
}

/** The sender's view of a folder (`/api/shares/{code}/state`). */
export function folderStateOf(response: Response): FolderStateDto {
  return bodyOf<FolderStateDto>(response);
}

/** An account's live shares (`/api/my/shares`). */
export function mySharesOf(response: Response): MyShareDto[] {
  return bodyOf<MySharesResponseDto>(response).shares;
}

/** A resumable upload's state (its creation, or GET of it). */
export function resumableOf(response: Response): ResumableUploadDto {
  return bodyOf<ResumableUploadDto>(response);
}

/** A resumable upload's creation: its state, and the share it opened. */
export function createdUploadOf(response: Response): CreatedResumableUploadDto {
  return bodyOf<CreatedResumableUploadDto>(response);
}

/** What a chunk request answers. */
export function receiptOf(response: Response): ChunkReceiptDto {
  return bodyOf<ChunkReceiptDto>(response);
}

/** The signed-in account (`/api/me`, `/api/login`, `/api/signup`). */
export function userOf(response: Response): UserResponseDto['user'] {
  return bodyOf<UserResponseDto>(response).user;
}

/** A body kept as raw bytes (downloads, ZIPs, images). */
export function rawBodyOf(response: Response): Buffer {
  return bodyOf<Buffer>(response);
}

/** A lookup's whole answer, `{ data }`. */
export function retrievalOf(response: Response): FolderResponseDto {
  return bodyOf<FolderResponseDto>(response);
}
