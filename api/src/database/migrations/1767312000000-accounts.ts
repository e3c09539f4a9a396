import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { timestampColumnType } from './column-types.js';

/**
 * Accounts and their sessions, and an index for listing an account's shares.
 *
 * `folders.owner_id` gets no foreign key: deleting an account removes its shares (and their stored bytes)
 * in the application first, and an upload that finishes while its account is being deleted must still be
 * stored (as a share no one can list, gone at its normal expiry) rather than fail. Ids are never reused
 * (AUTOINCREMENT on SQLite, a sequence on PostgreSQL), so such a share can never pass to a new account.
 */
export class Accounts1767312000000 implements MigrationInterface {
  name = 'Accounts1767312000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = timestampColumnType(queryRunner.connection.options.type);
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'username', type: 'varchar', length: '100', isNullable: false },
          { name: 'email', type: 'varchar', length: '254', isNullable: false },
          { name: 'password_hash', type: 'varchar', length: '255', isNullable: false },
          { name: 'created_at', type: timestamp, isNullable: false, default: 'CURRENT_TIMESTAMP' },
        ],
        uniques: [{ name: 'UQ_users_email', columnNames: ['email'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'integer', isNullable: false },
          { name: 'token_hash', type: 'varchar', length: '64', isNullable: false },
          { name: 'created_at', type: timestamp, isNullable: false, default: 'CURRENT_TIMESTAMP' },
          { name: 'expires_at', type: timestamp, isNullable: false },
        ],
        uniques: [{ name: 'UQ_sessions_token_hash', columnNames: ['token_hash'] }],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_sessions_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [
          new TableIndex({ name: 'IDX_sessions_expires_at', columnNames: ['expires_at'] }),
          new TableIndex({ name: 'IDX_sessions_user_id', columnNames: ['user_id'] }),
        ],
      }),
    );
    await queryRunner.createIndex(
      'folders',
      new TableIndex({ name: 'IDX_folders_owner_id', columnNames: ['owner_id'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('folders', 'IDX_folders_owner_id');
    await queryRunner.dropTable('sessions');
    await queryRunner.dropTable('users');
  }
}
