import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { timestampColumnType } from './column-types.js';

/** Resumable uploads in progress and their announced files. */
export class ResumableUploads1767398400000 implements MigrationInterface {
  name = 'ResumableUploads1767398400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = timestampColumnType(queryRunner.connection.options.type);
    await queryRunner.createTable(
      new Table({
        name: 'resumable_uploads',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'retention', type: 'varchar', length: '16', isNullable: false },
          { name: 'total_bytes', type: 'bigint', isNullable: false },
          { name: 'received_bytes', type: 'bigint', isNullable: false },
          { name: 'state', type: 'varchar', length: '16', isNullable: false },
          { name: 'share', type: 'text', isNullable: true },
          { name: 'created_at', type: timestamp, isNullable: false },
          { name: 'updated_at', type: timestamp, isNullable: false },
        ],
        indices: [{ name: 'IDX_resumable_uploads_updated_at', columnNames: ['updated_at'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'resumable_upload_files',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'upload_id', type: 'varchar', length: '36', isNullable: false },
          { name: 'position', type: 'integer', isNullable: false },
          { name: 'filepath', type: 'varchar', length: '1024', isNullable: false },
          { name: 'filesize', type: 'bigint', isNullable: false },
          { name: 'storage_key', type: 'varchar', length: '64', isNullable: false },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_resumable_upload_files_upload',
            columnNames: ['upload_id'],
            referencedTableName: 'resumable_uploads',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_resumable_upload_files_position',
            columnNames: ['upload_id', 'position'],
            isUnique: true,
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('resumable_upload_files');
    await queryRunner.dropTable('resumable_uploads');
  }
}
