import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { EventEmitter } from 'node:events';
import { pino } from 'pino';
import { accessLog } from './access-log.js';
import { ACCESS_LOG_OPTIONS } from './log-options.js';

/** An access logger writing its lines into `lines`. */
function loggerInto(lines: Array<Record<string, unknown>>) {
  return pino(ACCESS_LOG_OPTIONS, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
}

/**
 * A request over a socket that goes away, its `ip` worked out from the socket on every read as Express does
 * (proxy-addr reads `request.connection.remoteAddress`, which throws once Node has let go of the socket).
 */
function requestOverSocket(): { request: Request; loseSocket: () => void } {
  let socket: { remoteAddress: string } | null = { remoteAddress: '198.51.100.23' };
  const request = Object.create({
    get ip(): string {
      return socket!.remoteAddress;
    },
  }) as Request;
  Object.assign(request, {
    method: 'PATCH',
    url: '/api/x',
    originalUrl: '/api/x',
    headers: {},
    readableAborted: false,
  });
  return { request, loseSocket: () => (socket = null) };
}

function response(): Response {
  return Object.assign(new EventEmitter(), {
    statusCode: 413,
    writableEnded: true,
    setHeader: () => undefined,
  }) as unknown as Response;
}

describe(accessLog.name, () => {
  it('logs a request that closes after its socket is gone, with the address taken as it started', () => {
    const lines: Array<Record<string, unknown>> = [];
    const { request, loseSocket } = requestOverSocket();
    const answer = response();
    accessLog(loggerInto(lines))(request, answer, () => undefined);

    loseSocket();
    expect(() => answer.emit('close')).not.toThrow();
    expect(lines).toEqual([expect.objectContaining({ method: 'PATCH', status: 413, ip: '198.51.100.23' })]);
  });

  it('logs its own failure instead of throwing from the close event', () => {
    const failed = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const logger = loggerInto([]);
      jest.spyOn(logger, 'info').mockImplementation(() => {
        throw new Error('the log is broken');
      });
      const answer = response();
      accessLog(logger)(requestOverSocket().request, answer, () => undefined);
      expect(() => answer.emit('close')).not.toThrow();
      expect(failed).toHaveBeenCalledWith('The access log failed: the log is broken', expect.any(String));
    } finally {
      failed.mockRestore();
    }
  });
});
