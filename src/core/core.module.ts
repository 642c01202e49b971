import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { Clock } from './clock';
import { AllExceptionsFilter } from './http/all-exceptions.filter';
import { DrainState } from './http/drain';
import { RouteIndex } from './http/route-index';
import { MediaUrls } from './media-urls';
import { Pages } from './http/pages';
import { createValidationPipe } from './validation/validation.pipe';

/**
 * The request pipeline (errors, validation), the shared clock and the media URLs. The success
 * envelope is ApiResult's own serialisation (see api-result.ts).
 */
@Global()
@Module({
  providers: [
    Clock,
    RouteIndex,
    DrainState,
    MediaUrls,
    Pages,
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
  ],
  exports: [Clock, RouteIndex, DrainState, MediaUrls, Pages],
})
export class CoreModule {}
