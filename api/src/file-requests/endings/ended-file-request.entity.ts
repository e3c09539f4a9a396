import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CODE_LENGTH } from '../../code-space/codes.js';
import type { RemovalCategory } from '../../folders/endings/ending.js';
import type { RequestGoneReason } from './request-gone.exception.js';

/**
 * What is kept of a file request once cleanup deleted it (a tombstone), for a week: its link and its requester's
 * state then answer 410 saying why, rather than 404.
 */
@Entity({ name: 'ended_file_requests' })
export class EndedFileRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_ended_file_requests_link_key_hash', { unique: true })
  @Column({ name: 'link_key_hash', type: 'varchar', length: 64 })
  linkKeyHash: string;

  @Index('IDX_ended_file_requests_code')
  @Column({ type: 'varchar', length: CODE_LENGTH })
  code: string;

  @Column({ name: 'requester_key_hash', type: 'varchar', length: 64 })
  requesterKeyHash: string;

  @Column({ type: 'varchar', length: 16 })
  reason: RequestGoneReason;

  @Column({ type: 'varchar', length: 16, nullable: true })
  category: RemovalCategory | null;

  @Column({ type: 'text', nullable: true })
  reasons: string | null;

  @Column({ name: 'ended_at' })
  endedAt: Date;

  @Index('IDX_ended_file_requests_keep_until')
  @Column({ name: 'keep_until' })
  keepUntil: Date;
}
