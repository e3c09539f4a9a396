import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics.js';

/** The metrics registry, global: every module records into it. */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
