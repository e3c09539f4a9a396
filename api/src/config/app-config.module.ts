import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { AppConfig, ENVIRONMENT_CONFIG_KEY } from './app-config.js';
import type { EnvironmentSource } from './environment.js';
import { validateEnvironment } from './validate-environment.js';

/**
 * Reads the environment once, validated, through @nestjs/config. The source is a parameter so tests can
 * start isolated apps side by side; process.env is neither read elsewhere nor written back.
 */
@Module({})
export class AppConfigModule {
  static forRoot(source: EnvironmentSource = process.env): DynamicModule {
    return {
      module: AppConfigModule,
      global: true,
      imports: [
        ConfigModule.forRoot({
          ignoreEnvFile: true,
          validatePredefined: false,
          skipProcessEnv: true,
          load: [() => ({ [ENVIRONMENT_CONFIG_KEY]: validateEnvironment(source) })],
        }),
      ],
      providers: [AppConfig],
      exports: [AppConfig],
    };
  }
}
