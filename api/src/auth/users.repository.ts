import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, type Repository } from 'typeorm';
import { DatabaseLock } from '../database/database-lock.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';

export type NewUser = Pick<User, 'username' | 'email' | 'passwordHash' | 'createdAt'> &
  Partial<Pick<User, 'operatorEnrolledAt'>>;

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

  /** The accounts of these (normalised) emails, plus every account enrolled as an operator, by email. */
  findByEmailsOrEnrolled(emails: string[]): Promise<User[]> {
    return this.lock.read(() =>
      this.users.find({
        where: [{ email: In(emails) }, { operatorEnrolledAt: Not(IsNull()) }],
        order: { email: 'ASC' },
      }),
    );
  }

  /**
   * Gives the account a new password and marks it enrolled as an operator, ending every session of it in the
   * same transaction: whoever held the account before (it may have been signed up by anyone) is signed out.
   */
  async enrollWithNewPassword(id: number, passwordHash: string, enrolledAt: Date): Promise<void> {
    await this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.update(User, { id }, { passwordHash, operatorEnrolledAt: enrolledAt });
        await manager.delete(Session, { userId: id });
      }),
    );
  }

  /** Clears the operator mark and ends every session of the account, in one transaction. */
  async unenrollWithSessions(id: number): Promise<void> {
    await this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.update(User, { id }, { operatorEnrolledAt: null });
        await manager.delete(Session, { userId: id });
      }),
    );
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
