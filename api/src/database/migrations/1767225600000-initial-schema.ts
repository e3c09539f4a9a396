import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { timestampColumnType } from './column-types.js';

/**
 * Shares and their files. Written with TypeORM's schema builder so the same migration produces the right
 * DDL on SQLite and PostgreSQL.
 */
export class InitialSchema1767225600000 implements MigrationInterface {
  name = 'InitialSchema1767225600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = timestampColumnType(queryRunner.connection.options.type);
    await queryRunner.createTable(
      new Table({
        name: 'folders',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'code', type: 'varchar', length: '4', isNullable: false },
          { name: 'retention', type: 'varchar', length: '16', isNullable: false },
          { name: 'created_at', type: timestamp, isNullable: false, default: 'CURRENT_TIMESTAMP' },
          { name: 'expires_at', type: timestamp, isNullable: false },
          { name: 'total_bytes', type: 'bigint', isNullable: false },
          { name: 'owner_id', type: 'integer', isNullable: true },
        ],
        uniques: [{ name: 'UQ_folders_code', columnNames: ['code'] }],
        indices: [{ name: 'IDX_folders_expires_at', columnNames: ['expires_at'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'folder_files',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'folder_id', type: 'integer', isNullable: false },
          { name: 'filepath', type: 'varchar', length: '1024', isNullable: false },
          { name: 'filename', type: 'varchar', length: '255', isNullable: false },
          { name: 'filesize', type: 'bigint', isNullable: false },
          { name: 'mimetype', type: 'varchar', length: '255', isNullable: false },
          { name: 'storage_key', type: 'varchar', length: '64', isNullable: false },
          { name: 'downloaded_at', type: timestamp, isNullable: true },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_folder_files_folder',
            columnNames: ['folder_id'],
            referencedTableName: 'folders',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_folder_files_folder_path',
            columnNames: ['folder_id', 'filepath'],
            isUnique: true,
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('folder_files');
    await queryRunner.dropTable('folders');
  }
}
