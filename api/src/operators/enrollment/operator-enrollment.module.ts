import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../audit/audit.module.js';
import { Session } from '../../auth/session.entity.js';
import { User } from '../../auth/user.entity.js';
import { UsersRepository } from '../../auth/users.repository.js';
import { PasswordHashingModule } from '../../password-hashing/password-hashing.module.js';
import { OperatorAccessModule } from '../../http/operator-access/operator-access.module.js';
import { OperatorEnrollment } from './operator-enrollment.js';

/**
 * Enrolling operators: what `npm run operators -w api -- …` runs, and part of the application so tests can
 * call it in-process. Accounts are read and written through the auth module's UsersRepository (provided here
 * rather than imported with AuthModule, which would bring sessions middleware, shares and storage to a
 * command that needs none of them).
 */
@Module({
  imports: [TypeOrmModule.forFeature([User, Session]), PasswordHashingModule, AuditModule, OperatorAccessModule],
  providers: [UsersRepository, OperatorEnrollment],
  exports: [OperatorEnrollment],
})
export class OperatorEnrollmentModule {}
