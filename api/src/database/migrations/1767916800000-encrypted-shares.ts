import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * End-to-end encrypted shares (docs/encryption.md): a flag on the share, and on a resumable upload until it
 * becomes one. The server cannot read such a share, so nothing may inspect its content (malware scanning
 * skips it); the recipient's page decrypts it.
 */
export class EncryptedShares1767916800000 implements MigrationInterface {
  name = 'EncryptedShares1767916800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['folders', 'resumable_uploads']) {
      await queryRunner.addColumn(
        table,
        new TableColumn({ name: 'encrypted', type: 'boolean', isNullable: false, default: false }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['resumable_uploads', 'folders']) await queryRunner.dropColumn(table, 'encrypted');
  }
}
