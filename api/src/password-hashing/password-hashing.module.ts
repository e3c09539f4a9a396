import { Module } from '@nestjs/common';
import { PasswordHasher } from './password-hasher.js';

/** The one PasswordHasher: accounts, protected folders and uploads with a password all import it from here. */
@Module({
  providers: [PasswordHasher],
  exports: [PasswordHasher],
})
export class PasswordHashingModule {}
