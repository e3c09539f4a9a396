import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { DatabaseLock } from '../database/database-lock.js';
import { CodeClaim, type CodeHolder } from './code-claim.entity.js';

/** Every query on `code_claims`; each method does one thing. */
@Injectable()
export class CodeClaimsRepository {
  private readonly claims: Repository<CodeClaim>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lock: DatabaseLock,
  ) {
    this.claims = dataSource.getRepository(CodeClaim);
  }

  /**
   * Claims `code` for `holder` and runs `create` with it, in one transaction: both are stored, or neither.
   * Rejects with a unique violation when another holder has the code.
   */
  insertWith<T>(claim: CodeClaim, create: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.lock.write(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.createQueryBuilder().insert().into(CodeClaim).values(claim).updateEntity(false).execute();
        return create(manager);
      }),
    );
  }

  /** Gives `code` back if `holder` has it, inside the caller's transaction. */
  async deleteIn(manager: EntityManager, code: string, holder: CodeHolder): Promise<void> {
    await manager.delete(CodeClaim, { code, holder });
  }

  /** Gives `code` back if `holder` has it, in a statement of its own. */
  async delete(code: string, holder: CodeHolder): Promise<void> {
    await this.lock.write(() => this.deleteIn(this.dataSource.manager, code, holder));
  }

  async findHolder(code: string): Promise<CodeHolder | null> {
    const claim = await this.lock.read(() => this.claims.findOne({ select: { holder: true }, where: { code } }));
    return claim?.holder ?? null;
  }

  async findCodes(): Promise<Set<string>> {
    const rows = await this.lock.read(() => this.claims.find({ select: { code: true } }));
    return new Set(rows.map((row) => row.code));
  }

  count(): Promise<number> {
    return this.lock.read(() => this.claims.count());
  }
}
