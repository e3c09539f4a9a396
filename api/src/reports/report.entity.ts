import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ReportCategory, ReportState } from './report-category.js';

/** A report of a share or a file request sent through the report form (docs/moderation.md). */
@Entity({ name: 'reports' })
export class Report {
  @PrimaryGeneratedColumn()
  id: number;

  /** What the reporter is given and operators look it up by, e.g. `R-7K3Q-9M2X` (see report-reference.ts). */
  @Index('UQ_reports_reference', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  reference: string;

  @Column({ name: 'received_at' })
  receivedAt: Date;

  @Column({ type: 'varchar', length: 16 })
  category: ReportCategory;

  @Column({ type: 'text' })
  explanation: string;

  /** For follow-up questions only; shown to operators, never to the sender. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** What the reporter typed to name the share or request (a link, an address or a code), trimmed. */
  @Column({ type: 'varchar', length: 2048 })
  target: string;

  /**
   * The language the reporter filed it in (a tag of reporter-mail-texts.ts), which the e-mail telling them the
   * decision is written in; `en` for reports filed before languages.
   */
  @Column({ type: 'varchar', length: 16, default: 'en' })
  language: string;

  /** The share the target named when the report came in; null when it named none. No foreign key: see the migration. */
  @Column({ name: 'folder_id', type: 'integer', nullable: true })
  folderId: number | null;

  /** The file request the target named when the report came in; null when it named none. No foreign key either. */
  @Column({ name: 'file_request_id', type: 'integer', nullable: true })
  fileRequestId: number | null;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  state: ReportState;

  @Column({ name: 'decided_at', type: Date, nullable: true })
  decidedAt: Date | null;

  /** Why it was dismissed, or the takedown it was closed by. */
  @Column({ type: 'text', nullable: true })
  decision: string | null;
}
