import { CONFIG_DEFAULTS } from './environment.js';
import { validateEnvironment } from './validate-environment.js';

describe(validateEnvironment.name, () => {
  it('applies the documented defaults when nothing is set', () => {
    const environment = validateEnvironment({});
    expect(environment).toMatchObject({ ...CONFIG_DEFAULTS });
    expect(environment.PUBLIC_URL).toBeUndefined();
    expect(environment.DATABASE_URL).toBeUndefined();
  });

  it('converts numbers and booleans', () => {
    const environment = validateEnvironment({
      PORT: '8080',
      TRUST_PROXY: 'on',
      MAX_UPLOAD_BYTES: '1048576',
      RATE_LOOKUP_PER_MIN: '5',
    });
    expect(environment).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: true,
      MAX_UPLOAD_BYTES: 1048576,
      RATE_LOOKUP_PER_MIN: 5,
    });
  });

  it('reads a decimal exposure and a proof-of-work secret', () => {
    const secret = 'x'.repeat(40);
    expect(validateEnvironment({ CODE_GUESS_EXPOSURE: '0.25', CODE_GUESS_POW_SECRET: secret })).toMatchObject({
      CODE_GUESS_EXPOSURE: 0.25,
      CODE_GUESS_POW_SECRET: secret,
    });
  });

  it('reads a Redis URL, keeping shared state in the process while it is unset', () => {
    expect(validateEnvironment({}).REDIS_URL).toBeUndefined();
    expect(validateEnvironment({ REDIS_URL: 'rediss://:secret@redis.internal:6380/2' }).REDIS_URL).toBe(
      'rediss://:secret@redis.internal:6380/2',
    );
  });

  it('reads the worker and operations settings, metrics staying off while METRICS_PORT is unset', () => {
    expect(validateEnvironment({}).METRICS_PORT).toBeUndefined();
    expect(validateEnvironment({ WORKER_CONCURRENCY: '4', METRICS_PORT: '9464', LOG_LEVEL: 'debug' })).toMatchObject({
      WORKER_CONCURRENCY: 4,
      METRICS_PORT: 9464,
      LOG_LEVEL: 'debug',
    });
  });

  it('reads the moderation settings: no operators and no e-mail while they are unset', () => {
    expect(validateEnvironment({})).toMatchObject({ OPERATOR_EMAILS: undefined, SMTP_URL: undefined });
    expect(
      validateEnvironment({
        OPERATOR_EMAILS: ' Ada@Example.com, bob@example.org ',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        REPORT_MAIL_FROM: 'Reports <reports@example.com>',
        RATE_REPORT_PER_HOUR: '3',
      }),
    ).toMatchObject({
      OPERATOR_EMAILS: ' Ada@Example.com, bob@example.org ',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      REPORT_MAIL_FROM: 'Reports <reports@example.com>',
      RATE_REPORT_PER_HOUR: 3,
    });
  });

  it('treats empty variables as unset', () => {
    expect(validateEnvironment({ PORT: '', PUBLIC_URL: '' })).toMatchObject({ PORT: 3000, PUBLIC_URL: undefined });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3e3'],
    ['MAX_UPLOAD_BYTES', '-5'],
    ['MAX_UPLOAD_BYTES', '2GB'],
    ['CLAMAV_HOST', 'clam av'],
    ['CLAMAV_PORT', '70000'],
    ['SCAN_TIMEOUT_MS', '1s'],
    ['UPLOAD_ABANDONED_AFTER_MINUTES', '0'],
    ['E2E_MAX_BYTES', '0'],
    ['TRUST_PROXY', 'maybe'],
    ['PUBLIC_URL', 'share.example.com'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['RATE_LOOKUP_PER_MIN', '0'],
    ['RATE_LOOKUP_FAIL_PER_15MIN', 'ten'],
    ['RATE_SHARE_PASSWORD_FAIL_PER_15MIN', '0'],
    ['RATE_UPLOAD_PER_HOUR', '1.5'],
    ['RATE_LOGIN_FAIL_PER_15MIN', '0'],
    ['LOGIN_ACCOUNT_POW_AFTER', '0'],
    ['RATE_SIGNUP_PER_HOUR', 'many'],
    ['RATE_REPORT_PER_HOUR', '0'],
    ['OPERATOR_EMAILS', 'ada'],
    ['REPORT_MAIL_FROM', 'Sharecode'],
    ['OPERATOR_EMAILS', 'ada@example.com;bob@example.com'],
    ['SMTP_URL', 'mail.example.com:25'],
    ['CODE_GUESS_EXPOSURE', '0'],
    ['CODE_GUESS_EXPOSURE', 'low'],
    ['CODE_GUESS_POW_WORK', '0'],
    ['CODE_GUESS_POW_WORK', '99999999999'],
    ['CODE_GUESS_POW_SECRET', 'short'],
    ['S3_BUCKET', 'a/b'],
    ['S3_BUCKET', 'x'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_REGION', 'US East'],
    ['S3_FORCE_PATH_STYLE', 'sometimes'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => validateEnvironment({ [name]: value })).toThrow(new RegExp(`${name}="${value.replace('.', '\\.')}"`));
  });

  it('reads the S3 settings, leaving storage on local disk while S3_BUCKET is unset', () => {
    expect(validateEnvironment({}).S3_BUCKET).toBeUndefined();
    expect(
      validateEnvironment({
        S3_BUCKET: 'sharecode-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'on',
      }),
    ).toMatchObject({
      S3_BUCKET: 'sharecode-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET=undefined: S3_BUCKET must be set/],
    [
      { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' },
      /S3_SECRET_ACCESS_KEY=undefined: .*together with S3_ACCESS_KEY_ID/,
    ],
    [
      { S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'secret' },
      /S3_ACCESS_KEY_ID=undefined: .*together with S3_SECRET_ACCESS_KEY/,
    ],
  ])('refuses a half-done S3 setup: %j', (source, message) => {
    expect(() => validateEnvironment(source)).toThrow(message);
  });

  it('reports every bad variable at once', () => {
    expect(() => validateEnvironment({ PORT: 'x', TRUST_PROXY: 'y' })).toThrow(/PORT=.*\n.*TRUST_PROXY=/);
  });
});
