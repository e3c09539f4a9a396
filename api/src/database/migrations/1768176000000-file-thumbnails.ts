import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { timestampColumnType } from './column-types.js';

/**
 * Thumbnails of shared photos (docs/gallery.md): one row per file a thumbnail was asked of, `pending` until the
 * worker made it (`ready`, its bytes a stored object of their own) or found none could be (`none`, and why).
 * A row goes with its file (ON DELETE CASCADE); its object goes with the share's bytes, and the orphan sweep
 * takes any left behind once no row names it. Files shared before get theirs when first asked for.
 */
export class FileThumbnails1768176000000 implements MigrationInterface {
  name = 'FileThumbnails1768176000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = timestampColumnType(queryRunner.connection.options.type);
    await queryRunner.createTable(
      new Table({
        name: 'file_thumbnails',
        columns: [
          { name: 'file_id', type: 'integer', isPrimary: true },
          { name: 'folder_id', type: 'integer', isNullable: false },
          { name: 'state', type: 'varchar', length: '16', isNullable: false },
          { name: 'storage_key', type: 'varchar', length: '64', isNullable: true },
          { name: 'width', type: 'integer', isNullable: true },
          { name: 'height', type: 'integer', isNullable: true },
          { name: 'size', type: 'integer', isNullable: true },
          { name: 'reason', type: 'varchar', length: '16', isNullable: true },
          { name: 'requested_at', type: timestamp, isNullable: false },
          { name: 'made_at', type: timestamp, isNullable: true },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_file_thumbnails_file',
            columnNames: ['file_id'],
            referencedTableName: 'folder_files',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [
          new TableIndex({ name: 'IDX_file_thumbnails_folder', columnNames: ['folder_id'] }),
          new TableIndex({ name: 'IDX_file_thumbnails_state', columnNames: ['state'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('file_thumbnails');
  }
}
