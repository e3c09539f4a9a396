import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { DatabaseLock } from '../database/database-lock.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';

export type NewUser = Pick<User, 'username' | 'email' | 'passwordHash' | 'createdAt'>;

/** Every query on accounts; each method does one thing. */
@Injectable()
export class UsersRepository {
  private readonly users: Repository<User>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lock: DatabaseLock,
  ) {
    this.users = dataSource.getRepository(User);
  }

  /** Rejects with a unique violation when the email is taken. */
  insert(user: NewUser): Promise<User> {
    return this.lock.write(() => this.users.save(this.users.create(user)));
  }

  /** `email` must already be normalised. */
  findByEmail(email: string): Promise<User | null> {
    return this.lock.read(() => this.users.findOneBy({ email }));
  }

  findById(id: number): Promise<User | null> {
    return this.lock.read(() => this.users.findOneBy({ id }));
  }

  /** Deletes the account and every session of it in one transaction: all its cookies stop working at once. */
  async deleteWithSessions(id: number): Promise<void> {
    await this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.delete(Session, { userId: id });
        await manager.delete(User, { id });
      }),
    );
  }
}
