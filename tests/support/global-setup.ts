import { SERVER_ENV_VARIABLE, startServer } from './server';

/** One production server for the whole browser suite; its URL reaches the test workers through the environment. */
export default async function globalSetup(): Promise<void> {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env[SERVER_ENV_VARIABLE] = JSON.stringify(server.env);
  (globalThis as { __SHARECODE_SERVER__?: typeof server }).__SHARECODE_SERVER__ = server;
}
