import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { timestampColumnType } from './column-types.js';

/**
 * One code space for every kind of holder (shares, file requests): `code_claims` holds each code in use, claimed in
 * the transaction that inserts its holder's row and given back in the one that deletes it, so its primary key
 * decides between allocators of any kind. Every share row holds its code until cleanup deletes it, expired ones
 * included, so each gets its claim. Tombstones (`ended_folders`) hold none: they answer for a code only while
 * nothing else holds it.
 */
export class CodeClaims1768435200000 implements MigrationInterface {
  name = 'CodeClaims1768435200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'code_claims',
        columns: [
          { name: 'code', type: 'varchar', length: '4', isPrimary: true },
          { name: 'holder', type: 'varchar', length: '8', isNullable: false },
          { name: 'claimed_at', type: timestampColumnType(queryRunner.connection.options.type), isNullable: false },
        ],
      }),
    );
    await queryRunner.query(
      `INSERT INTO code_claims (code, holder, claimed_at) SELECT code, 'share', created_at FROM folders`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('code_claims');
  }
}
