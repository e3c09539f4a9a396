import {
  API_PROCESS_HOOK_MS,
  type LoggedApiProcess,
  startLoggedApiProcess,
} from '../observability/support/logged-api-process.js';
import { eventually } from '../support/poll.js';

interface LogLine {
  level: number;
  context?: string;
  msg: string;
}

function logLines(stdout: string): LogLine[] {
  return stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine);
}

const DEBUG = 20;
const LISTENING = 'Sharecode is listening on port';

/** The built server once its listening line is out: stdout may reach the test after the first answer. */
async function started(env: Record<string, string>): Promise<LoggedApiProcess> {
  const running = await startLoggedApiProcess(env);
  await eventually(() => running.stdout().includes(LISTENING), 'the server says it listens');
  return running;
}

/**
 * A start at the default LOG_LEVEL (info) says one thing: that Sharecode listens, and where its links point.
 * Nest's narration (modules initialised, controllers and their ~100 routes mapped) is at debug, and nothing
 * warns: no route path Nest has to convert.
 */
describe('a clean start of the built server', () => {
  let api: LoggedApiProcess | undefined;

  afterEach(async () => {
    await api?.stop();
    api = undefined;
  });

  it(
    'writes one line at info, and no warning',
    async () => {
      api = await started({});
      expect(logLines(api.stdout())).toEqual([
        expect.objectContaining({
          level: 30,
          context: 'Bootstrap',
          msg: `${LISTENING} ${api.port}; share links use http://sharecode.test`,
        }),
      ]);
      expect(api.stderr()).toBe('');
    },
    API_PROCESS_HOOK_MS,
  );

  it(
    "keeps Nest's route mapping at debug",
    async () => {
      api = await started({ LOG_LEVEL: 'debug' });
      const lines = logLines(api.stdout());
      const mapped = lines.filter((line) => line.context === 'RouterExplorer');
      expect(mapped).toContainEqual(expect.objectContaining({ level: DEBUG, msg: 'Mapped {/api/login, POST} route' }));
      expect(mapped.every((line) => line.level === DEBUG)).toBe(true);
      expect(lines.filter((line) => line.context === 'InstanceLoader').every((line) => line.level === DEBUG)).toBe(
        true,
      );
      expect(lines.filter((line) => line.level > 30)).toEqual([]);
    },
    API_PROCESS_HOOK_MS,
  );
});
