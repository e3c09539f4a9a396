import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MySharesModule } from '../my-shares/my-shares.module.js';
import { OperatorAccessModule } from '../http/operator-access/operator-access.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { ProofOfWork } from '../folders/guessing/proof-of-work.js';
import { FailedLoginInterceptor } from './failed-login.interceptor.js';
import { LoginAttemptLimiter } from './login-attempt-limiter.js';
import { PasswordHashingModule } from '../password-hashing/password-hashing.module.js';
import { Session } from './session.entity.js';
import { SessionMiddleware } from './session.middleware.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { User } from './user.entity.js';
import { UsersRepository } from './users.repository.js';

/**
 * Accounts and sessions. Its middleware runs on every route, so any controller (uploads included) can read
 * the signed-in account from `request.user`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([User, Session]), MySharesModule, PasswordHashingModule, OperatorAccessModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    UsersRepository,
    SessionsRepository,
    SessionsService,
    LoginAttemptLimiter,
    FailedLoginInterceptor,
    ProofOfWork,
    SessionMiddleware,
  ],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // `{*path}`, Express 5's name for "every path": a bare `*` works too, but Nest warns that it converted it.
    consumer.apply(SessionMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
