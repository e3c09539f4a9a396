import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { coded } from '../../errors/coded-validation.pipe.js';

/** An SDP description with every ICE candidate gathered (non-trickle) is a few KiB; this is ample. */
const MAX_SDP_BYTES = 64 * 1024;
/** Every SDP description starts with its version line. */
const SDP_START = /^v=0\r?\n/;

/** One check, so that a bad description gets one message, whatever is wrong with it. */
function isSessionDescription(value: unknown): boolean {
  return typeof value === 'string' && SDP_START.test(value) && Buffer.byteLength(value) <= MAX_SDP_BYTES;
}

const EXAMPLE = 'v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n…';

/**
 * A WebRTC session description (SDP) relayed between the two pages: opaque to the server, which never logs it
 * (it carries the device's addresses). `required`: false for a field omitted along with a refusal.
 */
export function SessionDescription(field: 'offer' | 'answer', description: string, required = true) {
  const message = `${field} must be an SDP description (starting v=0) of at most ${MAX_SDP_BYTES / 1024} KiB.`;
  const doc = { description, example: EXAMPLE, maxLength: MAX_SDP_BYTES };
  return applyDecorators(
    required ? ApiProperty(doc) : ApiPropertyOptional(doc),
    ValidateBy(
      { name: 'isSessionDescription', validator: { validate: isSessionDescription } },
      { message, context: coded('invalid_session_description', { field, maxKiB: MAX_SDP_BYTES / 1024 }) },
    ),
  );
}
