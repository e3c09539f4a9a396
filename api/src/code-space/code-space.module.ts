import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CodeClaim } from './code-claim.entity.js';
import { CodeClaimsRepository } from './code-claims.repository.js';
import { CodeDraws, CodeSpace } from './code-space.js';

/**
 * The codes people type in, one space for shares and file requests (CodeSpace). The only module that queries
 * `code_claims`; holders claim and give back codes through CodeSpace, inside their own transactions.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CodeClaim])],
  providers: [CodeClaimsRepository, CodeSpace, CodeDraws],
  exports: [CodeSpace],
})
export class CodeSpaceModule {}
