import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '../../database/column-transformers.js';

/** `arriving`: bytes still coming; `ready`: all here, it can be read whole. */
export type AnswerFileState = 'arriving' | 'ready';

/** One stored object of an answer (a file id, `manifest` or `thumbnails`), stored like a share's file. */
@Entity({ name: 'file_request_answer_files' })
@Index('UQ_file_request_answer_files_path', ['answerId', 'path'], { unique: true })
export class FileRequestAnswerFile {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_file_request_answer_files_answer_id')
  @Column({ name: 'answer_id', type: 'integer' })
  answerId: number;

  @Column({ type: 'varchar', length: 64 })
  path: string;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  size: number;

  @Column({ name: 'received_bytes', type: 'bigint', transformer: bigintAsNumber, default: 0 })
  receivedBytes: number;

  @Column({ name: 'storage_key', type: 'varchar', length: 64 })
  storageKey: string;

  @Column({ type: 'varchar', length: 16 })
  state: AnswerFileState;
}
