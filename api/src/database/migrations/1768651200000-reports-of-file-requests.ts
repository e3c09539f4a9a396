import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Reports of file requests (docs/design/file-requests.md §3): the request a report's target named when it came in.
 * No foreign key, as for `folder_id`: a report outlives the request it names, and the operator still sees what was
 * reported.
 */
export class ReportsOfFileRequests1768651200000 implements MigrationInterface {
  name = 'ReportsOfFileRequests1768651200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'reports',
      new TableColumn({ name: 'file_request_id', type: 'integer', isNullable: true }),
    );
    await queryRunner.createIndex(
      'reports',
      new TableIndex({ name: 'IDX_reports_file_request_id', columnNames: ['file_request_id'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('reports', 'IDX_reports_file_request_id');
    await queryRunner.dropColumn('reports', 'file_request_id');
  }
}
