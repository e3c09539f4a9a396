import { pino } from 'pino';
import { Writable } from 'node:stream';
import { LOG_OPTIONS, safeError } from './log-options.js';

/** A logger with the process's options, writing its lines here. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino(LOG_OPTIONS, sink), lines };
}

describe(safeError.name, () => {
  it("keeps an error's type, message, code and stack, never its other properties", () => {
    const error = Object.assign(new Error('query failed'), {
      code: 'SQLITE_CONSTRAINT',
      parameters: ['q8Xk0vY3m9TfR2cLw7hN1A'],
      query: 'SELECT …',
    });
    expect(safeError(error)).toEqual({
      type: 'Error',
      message: 'query failed',
      code: 'SQLITE_CONSTRAINT',
      stack: error.stack,
    });
  });

  it('describes something thrown that is not an Error', () => {
    expect(safeError('just a string')).toEqual({ type: 'string', message: 'just a string' });
  });
});

describe('LOG_OPTIONS', () => {
  it('writes errors through safeError', () => {
    const { logger, lines } = capturingLogger();
    logger.error({ err: Object.assign(new Error('boom'), { parameters: ['secret'] }) }, 'failed');
    expect(lines[0].err).toEqual(expect.objectContaining({ type: 'Error', message: 'boom' }));
    expect(JSON.stringify(lines[0])).not.toContain('secret');
  });

  it('removes fields named like secrets from whatever is logged, one level deep', () => {
    const { logger, lines } = capturingLogger();
    logger.info(
      {
        password: 'pw1',
        upload: { manageKey: 'mk1', grant: 'g1', folderUrl: 'u1', files: 2 },
        headers: { cookie: 'c' },
      },
      'careless',
    );
    expect(lines[0]).toMatchObject({ upload: { files: 2 }, msg: 'careless' });
    expect(JSON.stringify(lines[0])).not.toMatch(/pw1|mk1|g1|u1|"c"/);
  });
});
