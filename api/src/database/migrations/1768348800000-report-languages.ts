import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * The language a report was filed in (docs/moderation.md): the one its reporter's page spoke, which the e-mail
 * telling them the decision is written in. A BCP 47 tag of the client's picker; reports filed before are English,
 * the only language their e-mails were ever written in.
 */
export class ReportLanguages1768348800000 implements MigrationInterface {
  name = 'ReportLanguages1768348800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'reports',
      new TableColumn({ name: 'language', type: 'varchar', length: '16', isNullable: false, default: "'en'" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('reports', 'language');
  }
}
