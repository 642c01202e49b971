import { Global, Module } from '@nestjs/common';
import { config as loadDotenv } from 'dotenv';
import { AppConfig, loadConfig } from './app-config';

@Global()
@Module({
  providers: [
    {
      provide: AppConfig,
      useFactory: () => {
        // A .env file fills in what the real environment leaves unset; it never overrides it.
        loadDotenv({ quiet: true });
        return loadConfig();
      },
    },
  ],
  exports: [AppConfig],
})
export class ConfigModule {}
