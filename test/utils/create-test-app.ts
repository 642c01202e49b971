import { Type } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test, TestingModuleBuilder } from '@nestjs/testing';
import type { AddressInfo } from 'node:net';
import { AppModule } from '../../src/app.module';
import { loadConfig } from '../../src/config/app-config';
import { Clock } from '../../src/core/clock';
import { configureApp, fastifyOptions } from '../../src/core/http/configure-app';
import { setupDocs } from '../../src/openapi';
import { createTestDatabase, TestDatabase } from './test-database';
import { TestClock } from './test-clock';

export interface TestApp {
  app: NestFastifyApplication;
  clock: TestClock;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for this app (e.g. a low rate limit). */
  env?: Record<string, string>;
  /** Extra modules (e.g. test-only controllers). */
  imports?: Type[];
  /** Rewrites the database URL the app connects with (e.g. through a test proxy). */
  databaseUrl?: (url: string) => string;
  /** Further overrides of providers. */
  override?: (builder: TestingModuleBuilder) => TestingModuleBuilder;
}

/**
 * The real AppModule on the Fastify adapter, on a fresh database of its own, with a hand-moved
 * clock. Requests go through `app.inject()`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: options.databaseUrl ? options.databaseUrl(database.url) : database.url,
    STORAGE_DIR: database.storageDir,
    PUBLIC_URL: 'http://localhost:3000',
    PUBLISH_INTERVAL_MS: '3600000',
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'silent',
    DATABASE_POOL_SIZE: '20',
    ...options.env,
  });
  const clock = new TestClock();
  let builder = Test.createTestingModule({ imports: [AppModule, ...(options.imports ?? [])] })
    .overrideProvider(Clock)
    .useValue(clock);
  if (options.override) {
    builder = options.override(builder);
  }
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(
    new FastifyAdapter(fastifyOptions(loadConfig())),
    { logger: false },
  );
  await configureApp(app);
  setupDocs(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    clock,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Starts the app's server on a free port of 127.0.0.1, for real HTTP clients; its base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
