import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { EventEmitter } from 'node:events';
import { httpMetrics } from './http-metrics.js';
import type { Metrics } from './metrics.js';

describe(httpMetrics.name, () => {
  it('logs a failure to count a request instead of throwing from its close event', () => {
    const failed = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const broken = {
        labels: () => {
          throw new Error('the registry is broken');
        },
      };
      const metrics = { httpRequests: broken, httpDuration: broken } as unknown as Metrics;
      const response = Object.assign(new EventEmitter(), { statusCode: 200 }) as unknown as Response;
      const next = jest.fn();
      httpMetrics(metrics)({ method: 'GET' } as Request, response, next);
      expect(next).toHaveBeenCalledTimes(1);

      expect(() => response.emit('close')).not.toThrow();
      expect(failed).toHaveBeenCalledWith('The request metrics failed: the registry is broken', expect.any(String));
    } finally {
      failed.mockRestore();
    }
  });
});
