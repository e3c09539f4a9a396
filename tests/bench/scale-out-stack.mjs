// @ts-check
// The scale-out deployment the load and live parts measure: a throw-away PostgreSQL, Redis and s3rver, and two API
// instances on them, as README's "Scaling out" runs them.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres, startRedis } from './load-services.mjs';
import { startApi, startServer } from './processes.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The S3 settings of an s3rver on `port` holding `bucket` (s3rver accepts any key pair).
 * @param {number} port
 * @param {string} bucket
 */
export function s3rverEnv(port, bucket) {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/**
 * Starts a throw-away s3rver (s3rver-server.mjs, a process of its own) on `port`, holding `bucket` in `dir`, added to
 * `servers`; resolves its S3 settings (s3rverEnv).
 * @param {ReturnType<typeof import('./processes.mjs').serverGroup>} servers
 * @param {string} dir
 * @param {number} port
 * @param {string} bucket
 */
export async function startS3rver(servers, dir, port, bucket) {
  const env = s3rverEnv(port, bucket);
  servers.add(
    await startServer(
      's3rver',
      join(here, 's3rver-server.mjs'),
      { PORT: String(port), S3RVER_DIR: dir, S3_BUCKET: bucket },
      env.S3_ENDPOINT,
    ),
  );
  return env;
}

/**
 * Starts the services and the two instances under `dir` (each added to `servers`, which stops them); resolves the
 * PostgreSQL service, the instances' pids and bases, and the environment they share (a worker takes it too).
 * @param {string} dir
 * @param {ReturnType<typeof import('./processes.mjs').serverGroup>} servers
 * @param {{ postgres: number, redis: number, s3: number, a: number, b: number }} ports
 * @param {string} bucket
 * @param {Record<string, string>} extraEnv
 */
export async function startScaleOutStack(dir, servers, ports, bucket, extraEnv = {}) {
  const postgres = await startPostgres(ports.postgres);
  servers.add({ name: 'postgres', pid: 0, stop: postgres.stop });
  const redis = await startRedis(ports.redis);
  servers.add({ name: 'redis', pid: 0, stop: redis.stop });
  const s3 = await startS3rver(servers, join(dir, 's3rver'), ports.s3, bucket);
  const env = {
    ...s3,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    CLIENT_DIR: join(dir, 'no-client'),
    CODE_GUESS_POW_SECRET: 'one secret shared by every instance of the deployment',
    ...extraEnv,
  };
  // One after the other: the first runs the migrations, which two processes must not run at once.
  const apis = [];
  for (const name of /** @type {const} */ (['a', 'b'])) {
    const { server, apiBase } = await startApi(`sharecode api ${name}`, ports[name], {
      ...env,
      DATA_DIR: join(dir, `api-${name}`),
    });
    apis.push({ pid: servers.add(server).pid, base: apiBase });
  }
  return { postgres, apis, env };
}
