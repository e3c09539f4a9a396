import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { DatabaseLock } from './database-lock.js';
import { dataSourceOptions } from './data-source-options.js';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ ...dataSourceOptions(config), autoLoadEntities: true }),
    }),
  ],
  providers: [DatabaseLock],
  exports: [DatabaseLock],
})
export class DatabaseModule {}
