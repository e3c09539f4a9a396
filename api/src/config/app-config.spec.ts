import type { ConfigService } from '@nestjs/config';
import { AppConfig, ENVIRONMENT_CONFIG_KEY } from './app-config.js';
import type { EnvironmentSource } from './environment.js';
import { validateEnvironment } from './validate-environment.js';

function appConfigOf(source: EnvironmentSource): AppConfig {
  const environment = validateEnvironment(source);
  const config = {
    getOrThrow: (key: string) => {
      if (key !== ENVIRONMENT_CONFIG_KEY) throw new Error(`unexpected key ${key}`);
      return environment;
    },
  } as unknown as ConfigService;
  return new AppConfig(config);
}

describe(AppConfig.name, () => {
  it('has no operators and sends no report e-mail by default', () => {
    const config = appConfigOf({});
    expect(config.operatorEmails.size).toBe(0);
    expect(config.reportMail).toEqual({ smtpUrl: undefined, from: 'Sharecode <noreply@localhost>' });
    expect(config.rateLimits.reportsPerHour).toBe(10);
  });

  it('asks for a proof of work past 50 failed logins for one account, unless LOGIN_ACCOUNT_POW_AFTER says otherwise', () => {
    expect(appConfigOf({}).rateLimits.accountLoginFailuresBeforeProofOfWork).toBe(50);
    expect(appConfigOf({ LOGIN_ACCOUNT_POW_AFTER: '200' }).rateLimits.accountLoginFailuresBeforeProofOfWork).toBe(200);
  });

  it('caps encrypted shares at MAX_UPLOAD_BYTES unless E2E_MAX_BYTES says otherwise', () => {
    expect(appConfigOf({ MAX_UPLOAD_BYTES: '1000' }).e2eMaxBytes).toBe(1000);
    expect(appConfigOf({ MAX_UPLOAD_BYTES: '1000', E2E_MAX_BYTES: '500' }).e2eMaxBytes).toBe(500);
    expect(() => appConfigOf({ E2E_MAX_BYTES: '1GB' })).toThrow('E2E_MAX_BYTES must be a whole number of bytes');
  });

  it('caps an answer to a file request at E2E_MAX_BYTES unless FILE_REQUEST_MAX_BYTES says otherwise', () => {
    expect(appConfigOf({ E2E_MAX_BYTES: '800' }).fileRequests).toEqual({ answersMax: 100, answerMaxBytes: 800 });
    expect(appConfigOf({ FILE_REQUEST_MAX_BYTES: '300' }).fileRequests.answerMaxBytes).toBe(300);
    expect(appConfigOf({}).rateLimits).toEqual(
      expect.objectContaining({ fileRequestsPerHour: 10, fileRequestAnswersPerHour: 20 }),
    );
    expect(() => appConfigOf({ FILE_REQUEST_ANSWERS_MAX: 'many' })).toThrow(
      'FILE_REQUEST_ANSWERS_MAX must be a whole number',
    );
  });

  it('scans nothing unless CLAMAV_HOST is set, then waits for clamd on port 3310 by default', () => {
    expect(appConfigOf({}).scanning).toBeUndefined();
    expect(appConfigOf({ CLAMAV_HOST: 'clamav' }).scanning).toEqual({
      host: 'clamav',
      port: 3310,
      whenUnreachable: 'wait',
      timeoutMs: 300_000,
    });
    expect(
      appConfigOf({
        CLAMAV_HOST: '10.0.0.5',
        CLAMAV_PORT: '3311',
        SCAN_UNREACHABLE: 'publish',
        SCAN_TIMEOUT_MS: '5000',
      }).scanning,
    ).toEqual({ host: '10.0.0.5', port: 3311, whenUnreachable: 'publish', timeoutMs: 5000 });
    expect(() => appConfigOf({ CLAMAV_HOST: 'clamav', SCAN_UNREACHABLE: 'skip' })).toThrow(
      'SCAN_UNREACHABLE must be one of wait, publish',
    );
  });

  it('counts a resumable upload as abandoned after a day without bytes, unless UPLOAD_ABANDONED_AFTER_MINUTES says otherwise', () => {
    expect(appConfigOf({}).uploadAbandonedAfterMs).toBe(24 * 60 * 60_000);
    expect(appConfigOf({ UPLOAD_ABANDONED_AFTER_MINUTES: '30' }).uploadAbandonedAfterMs).toBe(30 * 60_000);
    expect(() => appConfigOf({ UPLOAD_ABANDONED_AFTER_MINUTES: '1h' })).toThrow(
      'UPLOAD_ABANDONED_AFTER_MINUTES must be a whole number of minutes',
    );
  });

  it('makes thumbnails of photos of up to 100 million pixels, unless THUMBNAIL_MAX_INPUT_PIXELS says otherwise', () => {
    expect(appConfigOf({}).thumbnailMaxInputPixels).toBe(100_000_000);
    expect(appConfigOf({ THUMBNAIL_MAX_INPUT_PIXELS: '50000000' }).thumbnailMaxInputPixels).toBe(50_000_000);
    expect(() => appConfigOf({ THUMBNAIL_MAX_INPUT_PIXELS: '12MP' })).toThrow(
      'THUMBNAIL_MAX_INPUT_PIXELS must be a whole number of pixels',
    );
  });

  it('reads operator e-mails trimmed and lower-cased', () => {
    const config = appConfigOf({ OPERATOR_EMAILS: ' Ada@Example.COM ,bob@example.org' });
    expect([...config.operatorEmails]).toEqual(['ada@example.com', 'bob@example.org']);
  });
});
