import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { Clock } from './clock';
import { AllExceptionsFilter } from './http/all-exceptions.filter';
import { RouteIndex } from './http/route-index';
import { EnvelopeInterceptor } from './envelope.interceptor';
import { createValidationPipe } from './validation/validation.pipe';

/** The request pipeline (envelope, errors, validation) and the shared clock. */
@Global()
@Module({
  providers: [
    Clock,
    RouteIndex,
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
  ],
  exports: [Clock, RouteIndex],
})
export class CoreModule {}
