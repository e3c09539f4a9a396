import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { timestampColumnType } from './column-types.js';

/**
 * When an account was enrolled as an operator on the server (`npm run operators -w api -- enroll`), or null.
 * An operator is an enrolled account whose address OPERATOR_EMAILS still lists (docs/moderation.md): signing
 * up with a listed address proves nothing, since sign-up does not verify addresses.
 */
export class OperatorEnrollment1768003200000 implements MigrationInterface {
  name = 'OperatorEnrollment1768003200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'users',
      new TableColumn({
        name: 'operator_enrolled_at',
        type: timestampColumnType(queryRunner.connection.options.type),
        isNullable: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'operator_enrolled_at');
  }
}
