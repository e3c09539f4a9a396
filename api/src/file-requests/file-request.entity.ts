import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '../database/column-transformers.js';
import { CODE_LENGTH } from '../code-space/codes.js';
import type { RemovalCategory } from '../folders/endings/ending.js';
import type { RequestRetention } from './request-retention.js';

/** Why a request stopped taking answers before it closed: its requester ended it, or operators removed it. */
export type RequestEndReason = 'ended' | 'removed';

/**
 * A file request (docs/design/file-requests.md): a sealed card behind a code and link, taking end-to-end encrypted
 * answers until `closesAt` or until it is ended. The server never reads the card; it keeps hashes of the
 * requester key and of the upload token, never the values.
 */
@Entity({ name: 'file_requests' })
export class FileRequest {
  @PrimaryGeneratedColumn()
  id: number;

  /** The card's request id (22 base64url), which the uploader binds each answer's key to. */
  @Index('UQ_file_requests_public_id', { unique: true })
  @Column({ name: 'public_id', type: 'varchar', length: 22 })
  publicId: string;

  /** Unique across all rows: the constraint is what makes allocation atomic. */
  @Index('UQ_file_requests_code', { unique: true })
  @Column({ type: 'varchar', length: CODE_LENGTH })
  code: string;

  @Index('UQ_file_requests_link_key', { unique: true })
  @Column({ name: 'link_key', type: 'varchar', length: 32 })
  linkKey: string;

  /** SHA-256 (hex) of the requester key handed out once at creation. */
  @Column({ name: 'requester_key_hash', type: 'varchar', length: 64 })
  requesterKeyHash: string;

  /** SHA-256 (hex) of the upload token derived from the request key: what creating an answer must present. */
  @Column({ name: 'upload_token_hash', type: 'varchar', length: 64 })
  uploadTokenHash: string;

  /** The sealed card, base64url: opaque to the server. */
  @Column({ type: 'text' })
  card: string;

  @Column({ type: 'varchar', length: 8 })
  retention: RequestRetention;

  @Column({ name: 'created_at' })
  createdAt: Date;

  @Index('IDX_file_requests_closes_at')
  @Column({ name: 'closes_at' })
  closesAt: Date;

  /** Until when the row is kept: its closing, or later the expiry of its last answer; then it becomes a tombstone. */
  @Index('IDX_file_requests_keep_until')
  @Column({ name: 'keep_until' })
  keepUntil: Date;

  /** The most all its answers together may hold; null: only FILE_REQUEST_MAX_BYTES per answer. */
  @Column({ name: 'size_cap', type: 'bigint', transformer: bigintAsNumber, nullable: true })
  sizeCap: number | null;

  @Index('IDX_file_requests_owner_id')
  @Column({ name: 'owner_id', type: 'integer', nullable: true })
  ownerId: number | null;

  /** Answers created so far (deleted ones included: the cap counts what was taken). */
  @Column({ type: 'integer', default: 0 })
  answers: number;

  /** Bytes announced by its answers so far: what the size cap is held against. */
  @Column({ name: 'received_bytes', type: 'bigint', transformer: bigintAsNumber, default: 0 })
  receivedBytes: number;

  @Column({ name: 'ended_reason', type: 'varchar', length: 16, nullable: true })
  endedReason: RequestEndReason | null;

  @Column({ name: 'removed_at', nullable: true, type: Date })
  removedAt: Date | null;

  @Column({ name: 'removal_category', type: 'varchar', length: 16, nullable: true })
  removalCategory: RemovalCategory | null;

  @Column({ name: 'removal_reasons', type: 'text', nullable: true })
  removalReasons: string | null;

  /** Bumped with every change the requester sees: its state's ETag. */
  @Column({ type: 'integer', default: 0 })
  revision: number;
}
