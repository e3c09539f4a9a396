import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual, type Repository } from 'typeorm';
import { DatabaseLock } from '../database/database-lock.js';
import { Session } from './session.entity.js';

export type NewSession = Pick<Session, 'userId' | 'tokenHash' | 'createdAt' | 'expiresAt'>;

/** Every query on sessions; each method does one thing. */
@Injectable()
export class SessionsRepository {
  private readonly sessions: Repository<Session>;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly lock: DatabaseLock,
  ) {
    this.sessions = dataSource.getRepository(Session);
  }

  insert(session: NewSession): Promise<Session> {
    return this.lock.write(() => this.sessions.save(this.sessions.create(session)));
  }

  /** The session stored under a token hash, with its account, whether live or expired. */
  findByTokenHashWithUser(tokenHash: string): Promise<Session | null> {
    return this.lock.read(() =>
      this.sessions
        .createQueryBuilder('session')
        .innerJoinAndSelect('session.user', 'user')
        .where('session.token_hash = :tokenHash', { tokenHash })
        .getOne(),
    );
  }

  async deleteById(id: number): Promise<void> {
    await this.lock.write(() => this.sessions.delete({ id }));
  }

  /** Resolves how many rows went. */
  async deleteExpired(now: Date): Promise<number> {
    const result = await this.lock.write(() => this.sessions.delete({ expiresAt: LessThanOrEqual(now) }));
    return result.affected ?? 0;
  }
}
