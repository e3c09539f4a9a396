import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CODE_LENGTH } from './codes.js';

/** What holds a code: a share or a file request. One code space for both, because one box looks both up. */
export type CodeHolder = 'share' | 'request';

/**
 * One code in use. The primary key is what makes allocation atomic across every kind of holder: a code is
 * claimed in the same transaction as its holder's row is inserted, and given back in the one that deletes it.
 */
@Entity({ name: 'code_claims' })
export class CodeClaim {
  @PrimaryColumn({ type: 'varchar', length: CODE_LENGTH })
  code: string;

  @Column({ type: 'varchar', length: 8 })
  holder: CodeHolder;

  /** Set from the injected Clock, as every instant the API stores. */
  @Column({ name: 'claimed_at' })
  claimedAt: Date;
}
