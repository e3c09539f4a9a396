import { type DynamicModule, Module } from '@nestjs/common';
import { ArrivalsModule } from './arrivals/arrivals.module.js';
import { SenderControlModule } from './sender-control/sender-control.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CleanupModule } from './cleanup/cleanup.module.js';
import { CodeExchangeModule } from './code-exchange/code-exchange.module.js';
import { CloseIdleConnectionsOnShutdown } from './common/close-idle-on-shutdown.js';
import { ClockModule } from './common/clock.module.js';
import { RateLimitModule } from './http/rate-limit/rate-limit.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AppConfigModule } from './config/app-config.module.js';
import type { EnvironmentSource } from './config/environment.js';
import { DatabaseModule } from './database/database.module.js';
import { LiveModule } from './live/live.module.js';
import { DirectModule } from './direct/direct.module.js';
import { DirectRelayModule } from './direct/direct-relay.module.js';
import { FileRequestHostingModule } from './file-requests/file-request-hosting.module.js';
import { FoldersModule } from './folders/folders.module.js';
import { HealthModule } from './health/health.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { MySharesModule } from './my-shares/my-shares.module.js';
import { OperatorConsoleModule } from './operators/operator-console.module.js';
import { OperatorEnrollmentModule } from './operators/enrollment/operator-enrollment.module.js';
import { OperatorAccessModule } from './http/operator-access/operator-access.module.js';
import { RedisModule } from './redis/redis.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { TakedownsModule } from './takedowns/takedowns.module.js';
import { ThumbnailSourcesModule } from './thumbnails/thumbnail-sources.module.js';
import { ThumbnailsModule } from './thumbnails/thumbnails.module.js';
import { UploadsModule } from './uploads/uploads.module.js';

@Module({})
export class AppModule {
  /** `environment` is process.env in production; tests pass their own to run isolated apps. */
  static forRoot(environment: EnvironmentSource = process.env): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(environment),
        ClockModule,
        MetricsModule,
        DatabaseModule,
        RedisModule,
        RateLimitModule,
        JobsModule,
        DirectRelayModule,
        FoldersModule,
        FileRequestHostingModule,
        ArrivalsModule,
        SenderControlModule,
        CleanupModule,
        HealthModule,
        AuthModule,
        MySharesModule,
        UploadsModule,
        AuditModule,
        OperatorAccessModule,
        OperatorConsoleModule,
        OperatorEnrollmentModule,
        ReportsModule,
        TakedownsModule,
        CodeExchangeModule,
        DirectModule,
        LiveModule,
        ThumbnailsModule,
        ThumbnailSourcesModule,
      ],
      providers: [CloseIdleConnectionsOnShutdown],
    };
  }
}
