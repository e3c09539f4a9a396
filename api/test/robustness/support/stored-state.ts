import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sqlite3 from 'sqlite3';
import { FILES_DIR_NAME, SQLITE_FILE_NAME } from '../../../src/config/app-config.js';
import { NO_STORED_OBJECT } from '../../../src/folders/direct-only/direct-only.js';
import { STAGING_DIR_NAME } from '../../../src/storage/storage.module.js';

interface FileRow {
  filepath: string;
  filesize: number;
  receivedBytes: number;
  state: string;
  storageKey: string;
  live: number;
}

interface UploadRow {
  id: string;
  totalBytes: number;
  receivedBytes: number;
}

function query<T>(database: sqlite3.Database, sql: string): Promise<T[]> {
  return new Promise((resolve, reject) =>
    database.all(sql, (error: Error | null, rows: T[]) => (error ? reject(error) : resolve(rows))),
  );
}

async function rowsOf(dataDir: string): Promise<{ files: FileRow[]; uploads: UploadRow[] }> {
  const database = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened = new sqlite3.Database(join(dataDir, SQLITE_FILE_NAME), sqlite3.OPEN_READONLY, (error) =>
      error ? reject(error) : resolve(opened),
    );
  });
  try {
    const files = await query<FileRow>(
      database,
      `SELECT f.filepath, f.filesize, f.received_bytes AS receivedBytes, f.state, f.storage_key AS storageKey,
              (d.ended_reason IS NULL AND d.removed_at IS NULL) AS live
         FROM folder_files f JOIN folders d ON d.id = f.folder_id
       UNION ALL
       SELECT f.path, f.size, f.received_bytes, f.state, f.storage_key,
              (r.removed_at IS NULL AND a.state != 'stopped')
         FROM file_request_answer_files f
         JOIN file_request_answers a ON a.id = f.answer_id
         JOIN file_requests r ON r.id = a.request_id`,
    );
    const uploads = await query<UploadRow>(
      database,
      'SELECT id, total_bytes AS totalBytes, received_bytes AS receivedBytes FROM resumable_uploads',
    );
    return { files, uploads };
  } finally {
    await new Promise((resolve) => database.close(resolve));
  }
}

/** Each object of a directory of the store, by key, with its size. */
async function objectsIn(directory: string): Promise<Map<string, number>> {
  const names = await readdir(directory).catch(() => []);
  return new Map(
    await Promise.all(names.map(async (name) => [name, (await stat(join(directory, name))).size] as const)),
  );
}

/**
 * What a stopped server's data directory (SQLite, local disk) holds that is half-written: a live share's file (or
 * file request answer's object)
 * marked ready (or being scanned) without all of its bytes stored; an arriving file recording more progress than
 * its partial object holds, or holding more than its size; an upload past its announced length; an object no file
 * row accounts for, or a partial object no arriving file does (the remains of a write that was never recorded or
 * never cleared). Empty when all is consistent.
 */
export async function storedStateProblems(dataDir: string): Promise<string[]> {
  const { files, uploads } = await rowsOf(dataDir);
  const stored = await objectsIn(join(dataDir, FILES_DIR_NAME));
  const partial = await objectsIn(join(dataDir, STAGING_DIR_NAME));
  const problems: string[] = [];
  for (const file of files) {
    const name = `${file.state} file ${JSON.stringify(file.filepath)} of ${file.filesize} bytes`;
    if (file.receivedBytes > file.filesize) problems.push(`${name} records ${file.receivedBytes} received`);
    if (file.state === 'arriving') {
      // More held than recorded is progress not yet acknowledged (the next chunk cuts it back to the offset);
      // less would be bytes the upload counts on and does not have.
      const held = partial.get(file.storageKey) ?? stored.get(file.storageKey) ?? 0;
      if (held < file.receivedBytes) problems.push(`${name} records ${file.receivedBytes} received, holds ${held}`);
      if (held > file.filesize) problems.push(`${name} holds ${held} bytes`);
    } else if (file.live && file.storageKey !== NO_STORED_OBJECT) {
      const held = stored.get(file.storageKey);
      if (held !== file.filesize) problems.push(`${name} has ${held ?? 'no'} bytes stored`);
    }
  }
  for (const upload of uploads) {
    if (upload.receivedBytes > upload.totalBytes) {
      problems.push(`upload ${upload.id} of ${upload.totalBytes} bytes records ${upload.receivedBytes} received`);
    }
  }
  const keys = new Set(files.map((file) => file.storageKey));
  for (const key of [...stored.keys()].filter((each) => !keys.has(each))) {
    problems.push(`object ${key} belongs to no file`);
  }
  const arriving = new Set(files.filter((file) => file.state === 'arriving').map((file) => file.storageKey));
  for (const key of [...partial.keys()].filter((each) => !arriving.has(each))) {
    problems.push(`partial object ${key} belongs to no arriving file`);
  }
  return problems;
}
