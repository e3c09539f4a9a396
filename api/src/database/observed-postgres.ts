import pg from 'pg';
import { DatabaseUnreachableError } from './database-errors.js';
import type { DatabaseOutage } from './database-outage.js';

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, release: () => void) => void;

/**
 * node-postgres as TypeORM should use it: a connection that cannot be made rejects with a
 * DatabaseUnreachableError (which the error filter answers with a 503) and starts an outage, and a new
 * connection that succeeds ends one.
 */
export function observedPostgres(outage: DatabaseOutage): typeof pg {
  const unreachable = (error: unknown) => {
    outage.failed(error);
    return new DatabaseUnreachableError(error);
  };
  class ObservedPool extends pg.Pool {
    constructor(config?: pg.PoolConfig) {
      super(config);
      this.on('connect', () => outage.answered());
    }

    override connect(): Promise<pg.PoolClient>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
      if (!callback) {
        return super.connect().catch((error: unknown) => {
          throw unreachable(error);
        });
      }
      super.connect((error, client, release) => callback(error && unreachable(error), client, release));
    }
  }
  return { ...pg, Pool: ObservedPool };
}
