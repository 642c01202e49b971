import { Type } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { AppModule } from '../../src/app.module';
import { loadConfig } from '../../src/config/app-config';
import { configureApp, fastifyOptions } from '../../src/core/http/configure-app';
import { setupDocs } from '../../src/openapi';
import { createTestDatabase } from '../utils/test-database';

export interface LoggedApp {
  app: NestFastifyApplication;
  /** Everything the app logged so far, as written. */
  output(): string;
  /** The log lines, parsed (each must be one JSON object). */
  lines(): Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * The real AppModule like createTestApp, but with the production logger writing into memory
 * instead of stdout, so a test can read the log lines of real requests.
 */
export async function createLoggedApp(
  env: Record<string, string> = {},
  imports: Type[] = [],
): Promise<LoggedApp> {
  const database = await createTestDatabase();
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    STORAGE_DIR: database.storageDir,
    PUBLIC_URL: 'http://localhost:3000',
    PUBLISH_INTERVAL_MS: '3600000',
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'info',
    ...env,
  });
  let written = '';
  const destination = {
    write: (chunk: string) => {
      written += chunk;
    },
  };
  const moduleRef = await Test.createTestingModule({ imports: [AppModule, ...imports] }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(
    new FastifyAdapter(fastifyOptions(loadConfig(), destination)),
  );
  await configureApp(app);
  setupDocs(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    output: () => written,
    lines: () =>
      written
        .split('\n')
        .filter((line) => line.length > 0)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    close: async () => {
      await app.close();
      await database.drop();
      process.env.LOG_LEVEL = 'silent';
    },
  };
}
