import { Injectable } from '@nestjs/common';

/** The source of "now" (epoch milliseconds). Tests replace it to move time instead of sleeping. */
@Injectable()
export class Clock {
  now(): number {
    return Date.now();
  }
}
