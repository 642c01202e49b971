import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  StreamableFile,
} from '@nestjs/common';
import { map, Observable } from 'rxjs';
import { ApiResult, SuccessEnvelope } from './api-result';

/**
 * Wraps every successful handler result in the success envelope. A `StreamableFile` (served
 * media) passes through untouched: its body is raw bytes, not JSON.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(
    _context: ExecutionContext,
    next: CallHandler,
  ): Observable<SuccessEnvelope | StreamableFile> {
    return next.handle().pipe(
      map((value: unknown): SuccessEnvelope | StreamableFile => {
        if (value instanceof StreamableFile) {
          return value;
        }
        if (value instanceof ApiResult) {
          return {
            status: 'success',
            messages: value.messages,
            meta: value.meta,
            data: value.data,
          };
        }
        return { status: 'success', messages: [], meta: {}, data: value };
      }),
    );
  }
}
