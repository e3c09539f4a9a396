import { ApiException } from '../../errors/api-exception.js';

/** Chunk bodies: tus's media type, or plain bytes. Anything else may have been consumed by a body parser. */
const CHUNK_MEDIA_TYPES = ['application/offset+octet-stream', 'application/octet-stream'];

/** 415 for a chunk sent as anything but CHUNK_MEDIA_TYPES (parameters aside). */
export function assertChunkMediaType(contentType: string | undefined): void {
  const mediaType = contentType?.split(';')[0].trim().toLowerCase();
  if (mediaType === undefined || !CHUNK_MEDIA_TYPES.includes(mediaType)) {
    throw new ApiException('chunk_media_type', `Send a chunk's bytes as ${CHUNK_MEDIA_TYPES[0]}.`, {
      params: { mediaType: CHUNK_MEDIA_TYPES[0] },
    });
  }
}
