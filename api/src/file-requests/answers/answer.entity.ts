import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '../../database/column-transformers.js';

/** `arriving`: its upload runs; `arrived`: every byte is here; `stopped`: its upload was cancelled or abandoned. */
export const ANSWER_STATES = ['arriving', 'arrived', 'stopped'] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];

/** One answer to a file request: an encrypted share in all but its lookup, its key wrapped to the requester. */
@Entity({ name: 'file_request_answers' })
@Index('UQ_file_request_answers_public_id', ['requestId', 'publicId'], { unique: true })
export class FileRequestAnswer {
  @PrimaryGeneratedColumn()
  id: number;

  /** The answer id the uploader drew (22 base64url), bound into its wrapped key's AAD. */
  @Column({ name: 'public_id', type: 'varchar', length: 22 })
  publicId: string;

  @Index('IDX_file_request_answers_request_id')
  @Column({ name: 'request_id', type: 'integer' })
  requestId: number;

  /** `01 ‖ enc ‖ ct`, 81 bytes as base64url: opaque to the server. */
  @Column({ name: 'wrapped_key', type: 'varchar', length: 120 })
  wrappedKey: string;

  @Column({ name: 'total_bytes', type: 'bigint', transformer: bigintAsNumber })
  totalBytes: number;

  @Column({ name: 'received_bytes', type: 'bigint', transformer: bigintAsNumber, default: 0 })
  receivedBytes: number;

  @Column({ type: 'varchar', length: 16 })
  state: AnswerState;

  @Column({ name: 'created_at' })
  createdAt: Date;

  @Column({ name: 'arrived_at', nullable: true, type: Date })
  arrivedAt: Date | null;

  /** Its arrival plus the request's retention (while it arrives: its creation plus that retention). */
  @Index('IDX_file_request_answers_expires_at')
  @Column({ name: 'expires_at' })
  expiresAt: Date;

  /** The uploader's rate-limit key (address or IPv6 /64), as uploads keep it. */
  @Column({ name: 'client_hash', type: 'varchar', length: 64 })
  clientHash: string;
}
