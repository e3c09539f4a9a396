import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '../../database/column-transformers.js';
import { CODE_LENGTH } from '../../code-space/codes.js';
import type { Retention } from '../retention.js';
import type { EndReason, RemovalCategory } from './ending.js';

/**
 * What is kept of a share once cleanup deleted it (a tombstone), until `keepUntil`: enough for its link (and its
 * code, until a new share holds it) to answer why it no longer opens, and for its sender to read its last state.
 * Codes are reused, links never are (a link key is 128 random bits, so its hash never names a newer share): a code
 * lookup reads the newest tombstone of its code only when no share holds the code.
 */
@Entity({ name: 'ended_folders' })
export class EndedFolder {
  @PrimaryGeneratedColumn()
  id: number;

  /** SHA-256 (hex) of the share's link key: the link itself is not kept. */
  @Index('UQ_ended_folders_link_key_hash', { unique: true })
  @Column({ name: 'link_key_hash', type: 'varchar', length: 64 })
  linkKeyHash: string;

  @Index('IDX_ended_folders_code')
  @Column({ type: 'varchar', length: CODE_LENGTH })
  code: string;

  @Column({ type: 'varchar', length: 16 })
  reason: EndReason;

  /** An operator's removal: its category and statement of reasons. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  category: RemovalCategory | null;

  @Column({ type: 'text', nullable: true })
  reasons: string | null;

  /** When the share stopped opening (its expiry, its ending or its removal). */
  @Column({ name: 'ended_at' })
  endedAt: Date;

  @Index('IDX_ended_folders_keep_until')
  @Column({ name: 'keep_until' })
  keepUntil: Date;

  /** The sender's management key hash, so the sender still reads the state; null once the account was deleted. */
  @Column({ name: 'manage_key_hash', type: 'varchar', length: 64, nullable: true })
  manageKeyHash: string | null;

  @Index('IDX_ended_folders_owner_id')
  @Column({ name: 'owner_id', type: 'integer', nullable: true })
  ownerId: number | null;

  @Column({ type: 'varchar', length: 16 })
  retention: Retention;

  @Column({ name: 'created_at' })
  createdAt: Date;

  /** When its last file arrived (its retention started then); null for a share that never arrived whole. */
  @Column({ name: 'arrived_at', nullable: true, type: Date })
  arrivedAt: Date | null;

  /** Bytes of its files, and how many of them had arrived. */
  @Column({ name: 'total_bytes', type: 'bigint', transformer: bigintAsNumber, default: 0 })
  totalBytes: number;

  @Column({ name: 'received_bytes', type: 'bigint', transformer: bigintAsNumber, default: 0 })
  receivedBytes: number;

  /** The share's last counters, as the sender's state showed them. */
  @Column({ type: 'integer', default: 0 })
  opens: number;

  @Column({ name: 'last_opened_at', nullable: true, type: Date })
  lastOpenedAt: Date | null;

  @Column({ name: 'zip_downloads', type: 'integer', default: 0 })
  zipDownloads: number;

  @Column({ name: 'password_protected', type: 'boolean', default: false })
  passwordProtected: boolean;

  /** It was sent directly only: none of its bytes were ever stored. */
  @Column({ name: 'direct_only', type: 'boolean', default: false })
  directOnly: boolean;
}
