import { Clock } from '../../src/core/clock';

/** A clock the test moves by hand. Starts at the real time so data looks current. */
export class TestClock extends Clock {
  private current = Math.floor(Date.now() / 1000) * 1000;

  override now(): number {
    return this.current;
  }

  set(epochMs: number): void {
    this.current = epochMs;
  }

  advance(ms: number): void {
    this.current += ms;
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
}
