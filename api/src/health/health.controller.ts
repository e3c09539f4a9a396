import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type HealthyReport, HealthService, type UnhealthyReport } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({
    summary:
      'Liveness and readiness probe: answers 200 when the database, file storage, Redis and the job queue (if configured) respond',
  })
  @ApiOkResponse({
    schema: { example: { status: 'ok', database: 'up', storage: 'up', redis: 'unused', queue: 'unused' } },
  })
  @ApiServiceUnavailableResponse({
    description:
      'The database, file storage, Redis or the job queue does not respond; `database`, `storage`, `redis` and ' +
      '`queue` say which (`redis` and `queue` are `unused` when REDIS_URL is not set); or file storage is out of ' +
      'space (`storage: full`: uploads answer 507)',
    schema: {
      example: {
        statusCode: 503,
        code: 'unhealthy',
        message: 'File storage is not responding.',
        error: 'Service Unavailable',
        database: 'up',
        storage: 'down',
        redis: 'up',
        queue: 'up',
      },
    },
  })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthyReport | UnhealthyReport> {
    const report = await this.health.report();
    if ('statusCode' in report) response.status(report.statusCode);
    return report;
  }
}
