import { jest } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import type { MySharesService } from '../my-shares/my-shares.service.js';
import { IncorrectPasswordException, InvalidCredentialsException } from './auth.exceptions.js';
import { AuthService } from './auth.service.js';
import type { PasswordHasher } from '../password-hashing/password-hasher.js';
import type { SessionsService } from './sessions.service.js';
import type { User } from './user.entity.js';
import type { UsersRepository } from './users.repository.js';

const NOW = new Date('2030-01-01T10:00:00Z');
const ADA: User = {
  id: 7,
  username: 'Ada',
  email: 'ada@example.com',
  passwordHash: '$argon2id$stored',
  createdAt: NOW,
  operatorEnrolledAt: null,
  sessions: [],
};

function setUp(stored: User | null = ADA) {
  const calls: string[] = [];
  const users = {
    findByEmail: jest.fn(() => Promise.resolve(stored)),
    findById: jest.fn(() => Promise.resolve(stored)),
    insert: jest.fn((user: Omit<User, 'id' | 'sessions'>) => Promise.resolve({ ...user, id: 8, sessions: [] })),
    deleteWithSessions: jest.fn(() => {
      calls.push('delete account and sessions');
      return Promise.resolve();
    }),
  };
  const hasher = {
    hash: jest.fn(() => Promise.resolve('$argon2id$new')),
    verify: jest.fn((_hash: string, password: string) => Promise.resolve(password === 'right password')),
    verifyUnknownAccount: jest.fn(() => Promise.resolve(false as const)),
  };
  const sessions = {
    start: jest.fn(() => Promise.resolve({ token: 't', expiresAt: NOW })),
    end: jest.fn(() => Promise.resolve(undefined)),
  };
  const myShares = { removeAll: jest.fn(() => (calls.push('remove shares'), Promise.resolve(2))) };
  const service = new AuthService(
    users as unknown as UsersRepository,
    sessions as unknown as SessionsService,
    hasher as unknown as PasswordHasher,
    myShares as unknown as MySharesService,
    { now: () => NOW },
  );
  return { service, users, hasher, sessions, myShares, calls };
}

describe(AuthService.name, () => {
  describe('login', () => {
    it('verifies against a dummy hash for an unknown email, then refuses like a wrong password', async () => {
      const { service, hasher, sessions } = setUp(null);
      await expect(service.login({ email: 'nobody@example.com', password: 'right password' })).rejects.toBeInstanceOf(
        InvalidCredentialsException,
      );
      expect(hasher.verifyUnknownAccount).toHaveBeenCalledWith('right password');
      expect(hasher.verify).not.toHaveBeenCalled();
      expect(sessions.start).not.toHaveBeenCalled();
    });

    it('refuses a wrong password with the same exception', async () => {
      const { service, hasher, sessions } = setUp();
      await expect(service.login({ email: ADA.email, password: 'wrong' })).rejects.toBeInstanceOf(
        InvalidCredentialsException,
      );
      expect(hasher.verify).toHaveBeenCalledWith(ADA.passwordHash, 'wrong');
      expect(sessions.start).not.toHaveBeenCalled();
    });

    it('starts a session, remembered or not', async () => {
      const { service, sessions } = setUp();
      await service.login({ email: ADA.email, password: 'right password', remember: true });
      await service.login({ email: ADA.email, password: 'right password' });
      expect(sessions.start.mock.calls).toEqual([
        [ADA.id, true],
        [ADA.id, false],
      ]);
    });
  });

  describe('signup', () => {
    it('stores the hash, never the password', async () => {
      const { service, users } = setUp();
      await service.signup({ username: 'Bob', email: 'bob@example.com', password: 'right password' });
      expect(users.insert).toHaveBeenCalledWith({
        username: 'Bob',
        email: 'bob@example.com',
        passwordHash: '$argon2id$new',
        createdAt: NOW,
      });
    });

    it('turns a unique violation into 409', async () => {
      const { service, users } = setUp();
      users.insert.mockRejectedValueOnce(
        new QueryFailedError(
          'INSERT',
          [],
          Object.assign(new Error('UNIQUE constraint failed: users.email'), { code: 'SQLITE_CONSTRAINT' }),
        ),
      );
      await expect(
        service.signup({ username: 'Ada', email: ADA.email, password: 'right password' }),
      ).rejects.toMatchObject({ code: 'email_taken' });
    });
  });

  describe('deleteAccount', () => {
    const sessionUser = {
      id: ADA.id,
      username: ADA.username,
      email: ADA.email,
      createdAt: NOW,
      operatorEnrolledAt: null,
      sessionId: 3,
    };

    it('deletes nothing when the password is wrong', async () => {
      const { service, users, myShares } = setUp();
      await expect(service.deleteAccount(sessionUser, 'wrong')).rejects.toBeInstanceOf(IncorrectPasswordException);
      expect(users.deleteWithSessions).not.toHaveBeenCalled();
      expect(myShares.removeAll).not.toHaveBeenCalled();
    });

    it('revokes the account and its sessions first, then removes its shares', async () => {
      const { service, calls, myShares } = setUp();
      await service.deleteAccount(sessionUser, 'right password');
      expect(calls).toEqual(['delete account and sessions', 'remove shares']);
      expect(myShares.removeAll).toHaveBeenCalledWith(ADA.id);
    });
  });
});
