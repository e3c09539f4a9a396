import { type DynamicModule, type INestApplicationContext, Module, type ModuleMetadata } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../../../src/app.module.js';
import type { JobDefinition } from '../../../src/jobs/job-definition.js';
import { Jobs } from '../../../src/jobs/jobs.js';
import { REDIS_KEY_PREFIX } from '../../../src/redis/redis.module.js';
import { TEST_REDIS_URL_VARIABLE } from '../../support/test-redis.js';
import { startTestWorker } from './test-worker.js';

const DEFINED_TEST_JOBS = 'DEFINED_TEST_JOBS';

/** Defines a test's own jobs in whichever app imports it, as a feature module defines its jobs. */
@Module({})
class TestJobsModule {
  static defining(definitions: ReadonlyArray<JobDefinition<never>>): DynamicModule {
    return {
      module: TestJobsModule,
      providers: [
        {
          provide: DEFINED_TEST_JOBS,
          inject: [Jobs],
          useFactory: (jobs: Jobs) => {
            for (const definition of definitions) jobs.define(definition);
            return definitions.length;
          },
        },
      ],
    };
  }
}

/**
 * API apps and workers of one deployment on the scale-out run's Redis: every app gets a data directory
 * (SQLite, local disk) of its own, and they all share one Redis key prefix of this deployment's own, so
 * they share their jobs with each other and with nothing else on that Redis.
 */
export class JobDeployment {
  /** The Redis key prefix every app of the deployment shares: a test reads the queue under it too. */
  readonly prefix = `test-jobs-${randomBytes(6).toString('hex')}:`;
  private readonly apps: INestApplicationContext[] = [];
  private readonly dataDirs: string[] = [];

  constructor(private readonly definitions: ReadonlyArray<JobDefinition<never>> = []) {}

  static redisUrl(): string {
    const url = process.env[TEST_REDIS_URL_VARIABLE];
    if (!url)
      throw new Error('These tests need Redis: run them through the scale-out run (npm run test:scale-out -w api)');
    return url;
  }

  /** An API process's app (no HTTP server: the jobs are what is under test). */
  async api(): Promise<INestApplicationContext> {
    const moduleRef = await Test.createTestingModule({
      imports: [AppModule.forRoot(await this.env()), ...this.imports()],
    })
      .overrideProvider(REDIS_KEY_PREFIX)
      .useValue(this.prefix)
      .compile();
    const app = moduleRef.createNestApplication({ logger: ['error'] });
    this.apps.push(app);
    return app.init();
  }

  /** A worker process's app; `env` adds to (or overrides) the deployment's environment. */
  async worker(env: Record<string, string> = {}): Promise<INestApplicationContext> {
    const worker = await startTestWorker({
      env: { ...(await this.env()), ...env },
      overrides: [{ token: REDIS_KEY_PREFIX, value: this.prefix }],
      imports: this.imports(),
    });
    this.apps.push(worker);
    return worker;
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.apps.map((app) => app.close()));
    await Promise.all(this.dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }

  private imports(): NonNullable<ModuleMetadata['imports']> {
    return [TestJobsModule.defining(this.definitions)];
  }

  private async env(): Promise<Record<string, string>> {
    const dataDir = await mkdtemp(join(tmpdir(), 'sharecode-jobs-'));
    this.dataDirs.push(dataDir);
    // Only Redis is shared: each app has SQLite and local disk of its own.
    return { DATA_DIR: dataDir, CLIENT_DIR: join(dataDir, 'no-client'), REDIS_URL: JobDeployment.redisUrl() };
  }
}
