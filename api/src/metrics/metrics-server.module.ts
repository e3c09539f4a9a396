import { Module } from '@nestjs/common';
import { MetricsServer } from './metrics-server.js';

/** The API process's metrics port (METRICS_PORT); the metrics themselves come from MetricsModule. */
@Module({ providers: [MetricsServer] })
export class MetricsServerModule {}
