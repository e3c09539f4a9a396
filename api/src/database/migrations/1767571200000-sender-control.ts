import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { timestampColumnType } from './column-types.js';

/**
 * What the sender controls (see docs/sender-control.md): the hash of each share's management key, an optional
 * password hash, and counters of opens and completed downloads (nothing about who opened or downloaded).
 * Shares made before have no management key: only their owner's session can manage them.
 */
export class SenderControl1767571200000 implements MigrationInterface {
  name = 'SenderControl1767571200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = timestampColumnType(queryRunner.connection.options.type);
    await queryRunner.addColumns('folders', [
      new TableColumn({ name: 'manage_key_hash', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'password_hash', type: 'varchar', length: '255', isNullable: true }),
      new TableColumn({ name: 'opens', type: 'integer', isNullable: false, default: 0 }),
      new TableColumn({ name: 'last_opened_at', type: timestamp, isNullable: true }),
      new TableColumn({ name: 'zip_downloads', type: 'integer', isNullable: false, default: 0 }),
    ]);
    await queryRunner.addColumn(
      'folder_files',
      new TableColumn({ name: 'downloads', type: 'integer', isNullable: false, default: 0 }),
    );
    await queryRunner.addColumn(
      'resumable_uploads',
      new TableColumn({ name: 'password_hash', type: 'varchar', length: '255', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('resumable_uploads', 'password_hash');
    await queryRunner.dropColumn('folder_files', 'downloads');
    for (const name of ['zip_downloads', 'last_opened_at', 'opens', 'password_hash', 'manage_key_hash']) {
      await queryRunner.dropColumn('folders', name);
    }
  }
}
