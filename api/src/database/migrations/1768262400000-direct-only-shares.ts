import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { timestampColumnType } from './column-types.js';

/**
 * Shares sent directly only (docs/direct-transfer.md#send-directly-only): nothing of their files is stored, they
 * go from the sender's open page straight to each recipient's browser. A flag on the share (`direct_only`), on the
 * resumable upload that announced it (which takes none of its bytes) and on a deleted share's record; and when
 * the sender's page was last seen serving it (`sender_seen_at`), which ends it once that page has been gone
 * longer than DIRECT_ONLY_GRACE_SECONDS. Every share made before is stored as ever.
 */
export class DirectOnlyShares1768262400000 implements MigrationInterface {
  name = 'DirectOnlyShares1768262400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = timestampColumnType(queryRunner.connection.options.type);
    await queryRunner.addColumns('folders', [
      new TableColumn({ name: 'direct_only', type: 'boolean', isNullable: false, default: false }),
      new TableColumn({ name: 'sender_seen_at', type: timestamp, isNullable: true }),
    ]);
    // What the cleanup's sweep of shares whose sender left looks up, every minute.
    await queryRunner.createIndex(
      'folders',
      new TableIndex({ name: 'IDX_folders_sender_seen_at', columnNames: ['sender_seen_at'] }),
    );
    for (const table of ['resumable_uploads', 'ended_folders']) {
      await queryRunner.addColumn(
        table,
        new TableColumn({ name: 'direct_only', type: 'boolean', isNullable: false, default: false }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['ended_folders', 'resumable_uploads']) await queryRunner.dropColumn(table, 'direct_only');
    await queryRunner.dropIndex('folders', 'IDX_folders_sender_seen_at');
    for (const name of ['sender_seen_at', 'direct_only']) await queryRunner.dropColumn('folders', name);
  }
}
