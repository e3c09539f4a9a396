import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics.js';
import { RedisMetrics } from './redis-metrics.js';

/** The metrics registry, global: every module records into it. */
@Global()
@Module({ providers: [Metrics, RedisMetrics], exports: [Metrics] })
export class MetricsModule {}
