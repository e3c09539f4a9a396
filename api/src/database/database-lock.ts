import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * TypeORM's SQLite driver runs every query, transactions included, on one shared connection. Two
 * requests would interleave inside each other's transactions: a reader could see a half-inserted share,
 * a rollback could undo another request's write. On SQLite this lock runs database work one unit at a
 * time (SQLite executes one statement at a time anyway); PostgreSQL has a pool and real isolation, so
 * there it passes straight through.
 */
@Injectable()
export class DatabaseLock {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly serialised: boolean;

  constructor(dataSource: DataSource) {
    this.serialised = dataSource.options.type === 'sqlite';
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (!this.serialised) return work();
    const result = this.tail.then(work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
