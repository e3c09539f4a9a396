import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

interface Waiter {
  exclusive: boolean;
  start: () => void;
}

/**
 * TypeORM's SQLite driver runs every query, transactions included, on one shared connection. Without
 * care, a reader would see a half-inserted share inside another request's open transaction, and a write
 * issued meanwhile would become part of that transaction (and vanish with its rollback).
 *
 * On SQLite this is a readers-writer lock: reads run side by side, each write (a transaction or a single
 * statement) runs alone, and a waiting write holds back later reads so it is not starved. PostgreSQL
 * has a connection pool and real isolation, so there every call passes straight through.
 */
@Injectable()
export class DatabaseLock {
  private readonly serialised: boolean;
  private readers = 0;
  private writing = false;
  private readonly waiting: Waiter[] = [];

  constructor(dataSource: DataSource) {
    this.serialised = dataSource.options.type === 'sqlite';
  }

  read<T>(work: () => Promise<T>): Promise<T> {
    return this.run(false, work);
  }

  write<T>(work: () => Promise<T>): Promise<T> {
    return this.run(true, work);
  }

  private async run<T>(exclusive: boolean, work: () => Promise<T>): Promise<T> {
    if (!this.serialised) return work();
    await new Promise<void>((start) => {
      this.waiting.push({ exclusive, start });
      this.grant();
    });
    try {
      return await work();
    } finally {
      if (exclusive) this.writing = false;
      else this.readers--;
      this.grant();
    }
  }

  /** Lets waiters in, in arrival order: any number of reads together, or one write alone. */
  private grant(): void {
    while (this.waiting.length > 0 && !this.writing) {
      const next = this.waiting[0];
      if (next.exclusive) {
        if (this.readers > 0) return;
        this.writing = true;
      } else {
        this.readers++;
      }
      this.waiting.shift();
      next.start();
    }
  }
}
