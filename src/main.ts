// First: tracing, when configured, must patch http, pg, ioredis and the AWS SDK before they load.
// eslint-disable-next-line local/module-surface -- before core's index, which loads http and pg
import './core/tracing/preload';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { AppConfig, loadConfig } from './config';
import { config as loadDotenv } from 'dotenv';
import { configureApp, fastifyOptions } from './core';
import { setupDocs } from './openapi';

async function bootstrap(): Promise<void> {
  loadDotenv({ quiet: true });
  let bootConfig: AppConfig;
  try {
    bootConfig = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // Nest's start-up lines wait until configureApp hands them to the JSON logger.
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule,
    new FastifyAdapter(fastifyOptions(bootConfig)),
    { bufferLogs: true },
  );
  await configureApp(app);
  setupDocs(app);
  const config = app.get(AppConfig);
  await app.listen(config.PORT, config.HOST);
  Logger.log(
    `Listening on ${config.HOST}:${config.PORT}: API at ${config.publicUrl}/api/v0, docs at ${config.publicUrl}/docs`,
    'Bootstrap',
  );
}

void bootstrap();
