import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CODE_LENGTH } from '../code-space/codes.js';
import type { Retention } from './retention.js';
import { FolderFile } from './folder-file.entity.js';
import { bigintAsNumber } from '../database/column-transformers.js';
import type { ScanState } from './scan/scan-state.js';
import type { RecordedEndReason, RemovalCategory } from './endings/ending.js';

/** One shared folder: a set of files behind a 4-digit code, shared until `expiresAt`. */
@Entity({ name: 'folders' })
export class Folder {
  @PrimaryGeneratedColumn()
  id: number;

  /**
   * Unique across all rows, expired ones included. Allocation is made atomic by its claim in the code space
   * (CodeSpace), inserted in the same transaction as this row and deleted in the one that deletes it.
   */
  @Column({ type: 'varchar', length: CODE_LENGTH, unique: true })
  code: string;

  /**
   * The random part of the share's link (see share-ref.ts): what lets a link or QR code open the share
   * while the code alone only allows a budgeted code lookup. Unique, so a link lookup is one index probe.
   */
  @Index('UQ_folders_link_key', { unique: true })
  @Column({ name: 'link_key', type: 'varchar', length: 32 })
  linkKey: string;

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

  /** SHA-256 (hex) of the management key handed to the sender once; null for shares made before keys existed. */
  @Column({ name: 'manage_key_hash', type: 'varchar', length: 64, nullable: true })
  manageKeyHash: string | null;

  /** argon2id hash of the share's password; null when it has none. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  /** Lookups that answered the share's contents (see docs/sender-control.md). */
  @Column({ type: 'integer', default: 0 })
  opens: number;

  @Column({ name: 'last_opened_at', nullable: true, type: Date })
  lastOpenedAt: Date | null;

  /** ZIPs of the share (or of a folder in it) delivered to the end. */
  @Column({ name: 'zip_downloads', type: 'integer', default: 0 })
  zipDownloads: number;

  /**
   * Why it ended, when something ended it (see endings/ending.ts); null while live, and for a share that
   * expired. `malware` alone leaves the expiry as it is: releasing the share makes it live again.
   */
  @Column({ name: 'ended_reason', type: 'varchar', length: 16, nullable: true })
  endedReason: RecordedEndReason | null;

  /** When Sharecode's operators removed it, why (the category), and their statement of reasons to the sender. */
  @Column({ name: 'removed_at', nullable: true, type: Date })
  removedAt: Date | null;

  @Column({ name: 'removal_category', type: 'varchar', length: 16, nullable: true })
  removalCategory: RemovalCategory | null;

  @Column({ name: 'removal_reasons', type: 'text', nullable: true })
  removalReasons: string | null;

  /**
   * End-to-end encrypted (docs/encryption.md): its files are ciphertext named by opaque ids, one of them the
   * encrypted manifest. Nothing on the server can read or scan it; the recipient's page decrypts it.
   */
  @Column({ type: 'boolean', default: false })
  encrypted: boolean;

  /**
   * Sent directly only (docs/direct-transfer.md): none of its files' bytes are stored, each recipient's browser
   * gets them straight from the sender's open page; its file rows name what the sender announced (names and
   * sizes, an encrypted share's opaque ids) and point at no stored object. It ends once that page has not been
   * seen for DIRECT_ONLY_GRACE_SECONDS (`senderSeenAt`), as well as when its retention runs out.
   */
  @Column({ name: 'direct_only', type: 'boolean', default: false })
  directOnly: boolean;

  /** A direct-only share's sender page was last seen serving it then (its polls renew it); null for other shares. */
  @Index('IDX_folders_sender_seen_at')
  @Column({ name: 'sender_seen_at', nullable: true, type: Date })
  senderSeenAt: Date | null;

  /** Its malware scan (see scan/scan-state.ts); null when no scanner was configured as it was made. */
  @Index('IDX_folders_scan_state')
  @Column({ name: 'scan_state', type: 'varchar', length: 16, nullable: true })
  scanState: ScanState | null;

  /** What the scanner found, as JSON: [{ fileId, filepath, signature }]; null when it found nothing. */
  @Column({ name: 'scan_findings', type: 'text', nullable: true })
  scanFindings: string | null;

  /** When its scan finished. */
  @Column({ name: 'scanned_at', nullable: true, type: Date })
  scannedAt: Date | null;

  /**
   * When its last file arrived, which starts its retention; null while its upload still runs (its files open one
   * by one as each arrives, and `expiresAt` is then when it ends should its upload make no more progress).
   */
  @Column({ name: 'arrived_at', nullable: true, type: Date })
  arrivedAt: Date | null;

  /** Bytes of its files that have arrived so far: `totalBytes` once arrived. */
  @Column({ name: 'received_bytes', type: 'bigint', transformer: bigintAsNumber, default: 0 })
  receivedBytes: number;

  /** Bumped with every change of its files' arrival: what recipients' polls compare (see progress/). */
  @Column({ name: 'arrival_revision', type: 'integer', default: 0 })
  arrivalRevision: number;

  @OneToMany(() => FolderFile, (file) => file.folder)
  files: Relation<FolderFile[]>;
}
