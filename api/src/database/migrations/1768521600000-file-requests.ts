import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { timestampColumnType } from './column-types.js';

/**
 * File requests (docs/design/file-requests.md): a request with its sealed card, the answers uploaders sent it
 * (each an encrypted share's objects, stored like folder_files), and the tombstones of deleted requests.
 */
export class FileRequests1768521600000 implements MigrationInterface {
  name = 'FileRequests1768521600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = timestampColumnType(queryRunner.connection.options.type);
    await queryRunner.createTable(
      new Table({
        name: 'file_requests',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'public_id', type: 'varchar', length: '22', isNullable: false },
          { name: 'code', type: 'varchar', length: '4', isNullable: false },
          { name: 'link_key', type: 'varchar', length: '32', isNullable: false },
          { name: 'requester_key_hash', type: 'varchar', length: '64', isNullable: false },
          { name: 'upload_token_hash', type: 'varchar', length: '64', isNullable: false },
          { name: 'card', type: 'text', isNullable: false },
          { name: 'retention', type: 'varchar', length: '8', isNullable: false },
          { name: 'created_at', type: timestamp, isNullable: false },
          { name: 'closes_at', type: timestamp, isNullable: false },
          { name: 'keep_until', type: timestamp, isNullable: false },
          { name: 'size_cap', type: 'bigint', isNullable: true },
          { name: 'owner_id', type: 'integer', isNullable: true },
          { name: 'answers', type: 'integer', isNullable: false, default: 0 },
          { name: 'received_bytes', type: 'bigint', isNullable: false, default: 0 },
          { name: 'ended_reason', type: 'varchar', length: '16', isNullable: true },
          { name: 'removed_at', type: timestamp, isNullable: true },
          { name: 'removal_category', type: 'varchar', length: '16', isNullable: true },
          { name: 'removal_reasons', type: 'text', isNullable: true },
          { name: 'revision', type: 'integer', isNullable: false, default: 0 },
        ],
        indices: [
          { name: 'UQ_file_requests_public_id', columnNames: ['public_id'], isUnique: true },
          { name: 'UQ_file_requests_code', columnNames: ['code'], isUnique: true },
          { name: 'UQ_file_requests_link_key', columnNames: ['link_key'], isUnique: true },
          { name: 'IDX_file_requests_closes_at', columnNames: ['closes_at'] },
          { name: 'IDX_file_requests_keep_until', columnNames: ['keep_until'] },
          { name: 'IDX_file_requests_owner_id', columnNames: ['owner_id'] },
        ],
      }),
    );
    // Answers and their files go with their request's row (cleanup deletes their objects first).
    await queryRunner.createTable(
      new Table({
        name: 'file_request_answers',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'public_id', type: 'varchar', length: '22', isNullable: false },
          { name: 'request_id', type: 'integer', isNullable: false },
          { name: 'wrapped_key', type: 'varchar', length: '120', isNullable: false },
          { name: 'total_bytes', type: 'bigint', isNullable: false },
          { name: 'received_bytes', type: 'bigint', isNullable: false, default: 0 },
          { name: 'state', type: 'varchar', length: '16', isNullable: false },
          { name: 'created_at', type: timestamp, isNullable: false },
          { name: 'arrived_at', type: timestamp, isNullable: true },
          { name: 'expires_at', type: timestamp, isNullable: false },
          { name: 'client_hash', type: 'varchar', length: '64', isNullable: false },
        ],
        foreignKeys: [
          {
            name: 'FK_file_request_answers_request',
            columnNames: ['request_id'],
            referencedTableName: 'file_requests',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
        indices: [
          { name: 'UQ_file_request_answers_public_id', columnNames: ['request_id', 'public_id'], isUnique: true },
          { name: 'IDX_file_request_answers_request_id', columnNames: ['request_id'] },
          { name: 'IDX_file_request_answers_expires_at', columnNames: ['expires_at'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'file_request_answer_files',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'answer_id', type: 'integer', isNullable: false },
          { name: 'path', type: 'varchar', length: '64', isNullable: false },
          { name: 'size', type: 'bigint', isNullable: false },
          { name: 'received_bytes', type: 'bigint', isNullable: false, default: 0 },
          { name: 'storage_key', type: 'varchar', length: '64', isNullable: false },
          { name: 'state', type: 'varchar', length: '16', isNullable: false },
        ],
        foreignKeys: [
          {
            name: 'FK_file_request_answer_files_answer',
            columnNames: ['answer_id'],
            referencedTableName: 'file_request_answers',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
        indices: [
          { name: 'UQ_file_request_answer_files_path', columnNames: ['answer_id', 'path'], isUnique: true },
          { name: 'IDX_file_request_answer_files_answer_id', columnNames: ['answer_id'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'ended_file_requests',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'link_key_hash', type: 'varchar', length: '64', isNullable: false },
          { name: 'code', type: 'varchar', length: '4', isNullable: false },
          { name: 'requester_key_hash', type: 'varchar', length: '64', isNullable: false },
          { name: 'reason', type: 'varchar', length: '16', isNullable: false },
          { name: 'category', type: 'varchar', length: '16', isNullable: true },
          { name: 'reasons', type: 'text', isNullable: true },
          { name: 'ended_at', type: timestamp, isNullable: false },
          { name: 'keep_until', type: timestamp, isNullable: false },
        ],
        indices: [
          { name: 'UQ_ended_file_requests_link_key_hash', columnNames: ['link_key_hash'], isUnique: true },
          { name: 'IDX_ended_file_requests_code', columnNames: ['code'] },
          { name: 'IDX_ended_file_requests_keep_until', columnNames: ['keep_until'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['ended_file_requests', 'file_request_answer_files', 'file_request_answers', 'file_requests'])
      await queryRunner.dropTable(table);
  }
}
