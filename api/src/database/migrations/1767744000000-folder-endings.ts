import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';
import { timestampColumnType } from './column-types.js';

/**
 * Why a share ended, while its row exists (`folders.ended_reason`, and an operator's removal with its statement
 * of reasons) and after cleanup deleted it (`ended_folders`, one row per deleted share, kept for a while): a
 * link then still answers why it no longer opens, and the sender still reads the share's last state.
 */
export class FolderEndings1767744000000 implements MigrationInterface {
  name = 'FolderEndings1767744000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = timestampColumnType(queryRunner.connection.options.type);
    await queryRunner.addColumns('folders', [
      new TableColumn({ name: 'ended_reason', type: 'varchar', length: '16', isNullable: true }),
      new TableColumn({ name: 'removed_at', type: timestamp, isNullable: true }),
      new TableColumn({ name: 'removal_category', type: 'varchar', length: '16', isNullable: true }),
      new TableColumn({ name: 'removal_reasons', type: 'text', isNullable: true }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'ended_folders',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'link_key_hash', type: 'varchar', length: '64', isNullable: false },
          { name: 'code', type: 'varchar', length: '4', isNullable: false },
          { name: 'reason', type: 'varchar', length: '16', isNullable: false },
          { name: 'category', type: 'varchar', length: '16', isNullable: true },
          { name: 'reasons', type: 'text', isNullable: true },
          { name: 'ended_at', type: timestamp, isNullable: false },
          { name: 'keep_until', type: timestamp, isNullable: false },
          { name: 'manage_key_hash', type: 'varchar', length: '64', isNullable: true },
          { name: 'owner_id', type: 'integer', isNullable: true },
          { name: 'retention', type: 'varchar', length: '16', isNullable: false },
          { name: 'created_at', type: timestamp, isNullable: false },
          { name: 'opens', type: 'integer', isNullable: false, default: 0 },
          { name: 'last_opened_at', type: timestamp, isNullable: true },
          { name: 'zip_downloads', type: 'integer', isNullable: false, default: 0 },
          { name: 'password_protected', type: 'boolean', isNullable: false, default: false },
        ],
        indices: [
          { name: 'UQ_ended_folders_link_key_hash', columnNames: ['link_key_hash'], isUnique: true },
          { name: 'IDX_ended_folders_code', columnNames: ['code'] },
          { name: 'IDX_ended_folders_owner_id', columnNames: ['owner_id'] },
          { name: 'IDX_ended_folders_keep_until', columnNames: ['keep_until'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('ended_folders');
    for (const name of ['removal_reasons', 'removal_category', 'removed_at', 'ended_reason']) {
      await queryRunner.dropColumn('folders', name);
    }
  }
}
