import { randomBytes } from 'node:crypto';
import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** A link key as the application made them when this migration was written: 16 random bytes, base64url. */
const LINK_KEY_BYTES = 16;

function newLinkKey(): string {
  return randomBytes(LINK_KEY_BYTES).toString('base64url');
}

/**
 * Every share gets a random link key (see docs/access-control.md). Shares stored before keys existed get one
 * here, so their links work like any other; the column stays nullable in the schema only because SQLite
 * cannot add a NOT NULL column without a default, and the application never writes a null.
 */
export class ShareLinkKeys1767484800000 implements MigrationInterface {
  name = 'ShareLinkKeys1767484800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'folders',
      new TableColumn({ name: 'link_key', type: 'varchar', length: '32', isNullable: true }),
    );
    const rows = (await queryRunner.query('SELECT id FROM folders')) as { id: number }[];
    for (const { id } of rows) {
      await queryRunner.manager
        .createQueryBuilder()
        .update('folders')
        .set({ link_key: newLinkKey() })
        .where('id = :id', { id })
        .execute();
    }
    await queryRunner.createIndex(
      'folders',
      new TableIndex({ name: 'UQ_folders_link_key', columnNames: ['link_key'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('folders', 'UQ_folders_link_key');
    await queryRunner.dropColumn('folders', 'link_key');
  }
}
