import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One thing an operator did, kept as written: the table refuses UPDATE and DELETE (database triggers, see the
 * reports-and-audit migration), so the log cannot be edited after the fact, not even by the application.
 */
@Entity({ name: 'audit_entries' })
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  at: Date;

  /** The operator's account e-mail. */
  @Column({ type: 'varchar', length: 254 })
  actor: string;

  /** What was done, e.g. `report.dismiss`, `folder.takedown`. */
  @Column({ type: 'varchar', length: 64 })
  action: string;

  /** What it was done to, e.g. `report`, `folder`, `blocked-file`. */
  @Column({ name: 'target_type', type: 'varchar', length: 32 })
  targetType: string;

  @Column({ name: 'target_id', type: 'varchar', length: 128 })
  targetId: string;

  /** The reason the operator gave, when the action asks for one. */
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  /** Anything else worth keeping about the action, as text (JSON for structured details). */
  @Column({ type: 'text', nullable: true })
  details: string | null;
}
