import { DEFAULT_RETENTION, endsAfterDownload, expiresAtFor, isExpired, isRetention } from './retention.js';

const uploadedAt = new Date('2030-01-01T10:00:00.000Z');

describe('retention rules', () => {
  it('defaults to two hours, as the data-sharing screen says', () => {
    expect(DEFAULT_RETENTION).toBe('2h');
    expect(expiresAtFor(DEFAULT_RETENTION, uploadedAt).toISOString()).toBe('2030-01-01T12:00:00.000Z');
  });

  it('keeps 24h shares for a day', () => {
    expect(expiresAtFor('24h', uploadedAt).toISOString()).toBe('2030-01-02T10:00:00.000Z');
  });

  it('keeps download shares for a day at most', () => {
    expect(expiresAtFor('download', uploadedAt).toISOString()).toBe('2030-01-02T10:00:00.000Z');
  });

  it('knows the accepted retention names', () => {
    expect(['2h', '24h', 'download'].every(isRetention)).toBe(true);
    expect(isRetention('1h')).toBe(false);
    expect(isRetention('')).toBe(false);
    expect(isRetention(undefined)).toBe(false);
  });

  it('treats a share as expired from the exact moment it expires', () => {
    const expiresAt = new Date('2030-01-01T12:00:00.000Z');
    expect(isExpired(expiresAt, new Date('2030-01-01T11:59:59.999Z'))).toBe(false);
    expect(isExpired(expiresAt, new Date('2030-01-01T12:00:00.000Z'))).toBe(true);
    expect(isExpired(expiresAt, new Date('2030-01-01T12:00:00.001Z'))).toBe(true);
  });

  it('ends a download share once every file was downloaded', () => {
    expect(endsAfterDownload('download', { counted: 2, notDownloaded: 0 })).toBe(true);
    expect(endsAfterDownload('download', { counted: 2, notDownloaded: 1 })).toBe(false);
    expect(endsAfterDownload('download', { counted: 0, notDownloaded: 0 })).toBe(false);
  });

  it('never ends timed shares on download', () => {
    expect(endsAfterDownload('2h', { counted: 1, notDownloaded: 0 })).toBe(false);
    expect(endsAfterDownload('24h', { counted: 1, notDownloaded: 0 })).toBe(false);
  });
});
