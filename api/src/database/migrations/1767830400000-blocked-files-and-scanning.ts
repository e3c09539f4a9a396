import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { timestampColumnType } from './column-types.js';

/**
 * The block list and malware scanning (docs/moderation.md): each stored file's SHA-256, computed as its bytes
 * arrived (null for files stored before); a share's scan state, what the scanner found and when it finished;
 * and the SHA-256 digests no upload may hold. Files are indexed by digest so an operator finds every share
 * holding a file, and a blocked digest its shares.
 */
export class BlockedFilesAndScanning1767830400000 implements MigrationInterface {
  name = 'BlockedFilesAndScanning1767830400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = timestampColumnType(queryRunner.connection.options.type);
    await queryRunner.addColumn(
      'folder_files',
      new TableColumn({ name: 'sha256', type: 'varchar', length: '64', isNullable: true }),
    );
    await queryRunner.createIndex(
      'folder_files',
      new TableIndex({ name: 'IDX_folder_files_sha256', columnNames: ['sha256'] }),
    );
    await queryRunner.addColumns('folders', [
      new TableColumn({ name: 'scan_state', type: 'varchar', length: '16', isNullable: true }),
      new TableColumn({ name: 'scan_findings', type: 'text', isNullable: true }),
      new TableColumn({ name: 'scanned_at', type: timestamp, isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'folders',
      new TableIndex({ name: 'IDX_folders_scan_state', columnNames: ['scan_state'] }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'blocked_files',
        columns: [
          { name: 'sha256', type: 'varchar', length: '64', isPrimary: true },
          { name: 'added_at', type: timestamp, isNullable: false },
          { name: 'source', type: 'varchar', length: '16', isNullable: false },
          { name: 'note', type: 'text', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'IDX_blocked_files_added_at', columnNames: ['added_at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('blocked_files');
    await queryRunner.dropIndex('folders', 'IDX_folders_scan_state');
    for (const name of ['scanned_at', 'scan_findings', 'scan_state']) await queryRunner.dropColumn('folders', name);
    await queryRunner.dropIndex('folder_files', 'IDX_folder_files_sha256');
    await queryRunner.dropColumn('folder_files', 'sha256');
  }
}
