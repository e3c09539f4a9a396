import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * A resumable upload may fill something other than a share (UploadTarget, e.g. a file request's answer): its kind
 * and its id as the owning module names it. Null on every upload made before, and on every share's upload, which
 * keeps pointing at its share through `folder_id`. Indexed together, so that a module finds the upload of one of
 * its records without reading the table.
 */
export class ResumableUploadTargets1768608000000 implements MigrationInterface {
  name = 'ResumableUploadTargets1768608000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('resumable_uploads', [
      new TableColumn({ name: 'target_kind', type: 'varchar', length: '32', isNullable: true }),
      new TableColumn({ name: 'target_id', type: 'varchar', length: '64', isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'resumable_uploads',
      new TableIndex({ name: 'IDX_resumable_uploads_target', columnNames: ['target_kind', 'target_id'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('resumable_uploads', 'IDX_resumable_uploads_target');
    for (const name of ['target_id', 'target_kind']) await queryRunner.dropColumn('resumable_uploads', name);
  }
}
