import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DatabaseLock } from '../database/database-lock.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lock: DatabaseLock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and readiness probe: answers 200 when the database responds' })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up' } } })
  @ApiServiceUnavailableResponse({ description: 'The database does not respond' })
  async check(): Promise<{ status: 'ok'; database: 'up' }> {
    try {
      await this.lock.read(() => this.dataSource.query('SELECT 1'));
    } catch {
      throw new ServiceUnavailableException('The database is not responding.');
    }
    return { status: 'ok', database: 'up' };
  }
}
