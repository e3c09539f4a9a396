import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { timestampColumnType } from './column-types.js';

const APPEND_ONLY_MESSAGE = 'audit_entries is append-only: entries cannot be changed or deleted';

/**
 * Reports of shares (docs/moderation.md) and the operators' audit log.
 *
 * `reports.folder_id` has no foreign key: a report outlives the share it names (cleanup deletes expired
 * shares), and the operator still sees what was reported. The audit log is append-only in the database
 * itself: triggers refuse every UPDATE and DELETE (and TRUNCATE on PostgreSQL), so neither a bug nor someone
 * with the application's credentials can rewrite what operators did.
 */
export class ReportsAndAudit1767657600000 implements MigrationInterface {
  name = 'ReportsAndAudit1767657600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const type = queryRunner.connection.options.type;
    const timestamp = timestampColumnType(type);
    await queryRunner.createTable(
      new Table({
        name: 'reports',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'reference', type: 'varchar', length: '16', isNullable: false },
          { name: 'received_at', type: timestamp, isNullable: false },
          { name: 'category', type: 'varchar', length: '16', isNullable: false },
          { name: 'explanation', type: 'text', isNullable: false },
          { name: 'email', type: 'varchar', length: '254', isNullable: true },
          { name: 'target', type: 'varchar', length: '2048', isNullable: false },
          { name: 'folder_id', type: 'integer', isNullable: true },
          { name: 'state', type: 'varchar', length: '16', isNullable: false, default: "'open'" },
          { name: 'decided_at', type: timestamp, isNullable: true },
          { name: 'decision', type: 'text', isNullable: true },
        ],
        uniques: [{ name: 'UQ_reports_reference', columnNames: ['reference'] }],
        indices: [
          new TableIndex({ name: 'IDX_reports_folder_id', columnNames: ['folder_id'] }),
          new TableIndex({ name: 'IDX_reports_state', columnNames: ['state', 'received_at'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'audit_entries',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'at', type: timestamp, isNullable: false },
          { name: 'actor', type: 'varchar', length: '254', isNullable: false },
          { name: 'action', type: 'varchar', length: '64', isNullable: false },
          { name: 'target_type', type: 'varchar', length: '32', isNullable: false },
          { name: 'target_id', type: 'varchar', length: '128', isNullable: false },
          { name: 'reason', type: 'text', isNullable: true },
          { name: 'details', type: 'text', isNullable: true },
        ],
      }),
    );
    if (type === 'postgres') {
      await queryRunner.query(
        `CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN RAISE EXCEPTION '${APPEND_ONLY_MESSAGE}'; END $$`,
      );
      await queryRunner.query(
        `CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
         FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
         FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only()`,
      );
    } else {
      for (const statement of ['UPDATE', 'DELETE']) {
        await queryRunner.query(
          `CREATE TRIGGER audit_entries_no_${statement.toLowerCase()} BEFORE ${statement} ON audit_entries
           BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY_MESSAGE}'); END`,
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_entries');
    if (queryRunner.connection.options.type === 'postgres')
      await queryRunner.query('DROP FUNCTION audit_entries_append_only()');
    await queryRunner.dropTable('reports');
  }
}
