import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { timestampColumnType } from './column-types.js';

/**
 * Shares that open while their files are still arriving (docs/instant-share.md). A share records when its last
 * file arrived (`arrived_at`, null while the upload runs: its retention starts then), how many of its bytes have
 * arrived, and a revision bumped with every change recipients may poll for; each file its own state (`arriving`,
 * `scanning`, `ready`) and bytes received; a deleted share's record keeps when it arrived and its sizes. A
 * resumable upload points at the share it fills.
 *
 * Every share made before is complete: arrived when it was created, every byte received. Its files are ready,
 * except those of a share still waiting for its malware scan, whose files now wait one by one.
 */
export class InstantShares1768089600000 implements MigrationInterface {
  name = 'InstantShares1768089600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = timestampColumnType(queryRunner.connection.options.type);
    await queryRunner.addColumns('folders', [
      new TableColumn({ name: 'arrived_at', type: timestamp, isNullable: true }),
      new TableColumn({ name: 'received_bytes', type: 'bigint', isNullable: false, default: 0 }),
      new TableColumn({ name: 'arrival_revision', type: 'integer', isNullable: false, default: 0 }),
    ]);
    await queryRunner.query('UPDATE folders SET arrived_at = created_at, received_bytes = total_bytes');
    await queryRunner.addColumns('folder_files', [
      new TableColumn({ name: 'state', type: 'varchar', length: '16', isNullable: false, default: "'ready'" }),
      new TableColumn({ name: 'received_bytes', type: 'bigint', isNullable: false, default: 0 }),
    ]);
    await queryRunner.query('UPDATE folder_files SET received_bytes = filesize');
    await queryRunner.query(
      "UPDATE folder_files SET state = 'scanning' WHERE folder_id IN (SELECT id FROM folders WHERE scan_state = 'checking')",
    );
    await queryRunner.createIndex(
      'folder_files',
      new TableIndex({ name: 'IDX_folder_files_state', columnNames: ['state'] }),
    );
    await queryRunner.addColumns('ended_folders', [
      new TableColumn({ name: 'arrived_at', type: timestamp, isNullable: true }),
      new TableColumn({ name: 'total_bytes', type: 'bigint', isNullable: false, default: 0 }),
      new TableColumn({ name: 'received_bytes', type: 'bigint', isNullable: false, default: 0 }),
    ]);
    await queryRunner.query('UPDATE ended_folders SET arrived_at = created_at');
    await queryRunner.addColumn(
      'resumable_uploads',
      new TableColumn({ name: 'folder_id', type: 'integer', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('resumable_uploads', 'folder_id');
    for (const name of ['received_bytes', 'total_bytes', 'arrived_at'])
      await queryRunner.dropColumn('ended_folders', name);
    await queryRunner.dropIndex('folder_files', 'IDX_folder_files_state');
    for (const name of ['received_bytes', 'state']) await queryRunner.dropColumn('folder_files', name);
    for (const name of ['arrival_revision', 'received_bytes', 'arrived_at'])
      await queryRunner.dropColumn('folders', name);
  }
}
