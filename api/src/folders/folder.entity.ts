import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CODE_LENGTH } from './share-code.js';
import type { Retention } from './retention.js';
import { FolderFile } from './folder-file.entity.js';
import { bigintAsNumber } from '../database/column-transformers.js';

/** One share: a set of files behind a 4-digit code, live until `expiresAt`. */
@Entity({ name: 'folders' })
export class Folder {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique across all rows, expired ones included: the constraint is what makes allocation atomic. */
  @Column({ type: 'varchar', length: CODE_LENGTH, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 16 })
  retention: Retention;

  /** Set from the injected Clock (not the database's clock) so expiry and tests agree on "now". */
  @Column({ name: 'created_at' })
  createdAt: Date;

  @Index()
  @Column({ name: 'expires_at' })
  expiresAt: Date;

  @Column({ name: 'total_bytes', type: 'bigint', transformer: bigintAsNumber })
  totalBytes: number;

  /**
   * The account (users.id) that uploaded it with a session; null for an anonymous share. Indexed, without a
   * foreign key: see the accounts migration.
   */
  @Index()
  @Column({ name: 'owner_id', type: 'integer', nullable: true })
  ownerId: number | null;

  @OneToMany(() => FolderFile, (file) => file.folder)
  files: Relation<FolderFile[]>;
}
