/** The part of a Nest Logger a throttled warning writes to. */
export interface WarningLogger {
  warn(message: string): void;
}

/** How often one kind of dependency warning is logged at most. */
export const WARNING_INTERVAL_MS = 10_000;

/**
 * A warning about a dependency the service survives without (Redis, the object store, a read
 * replica), whose errors come per request or per command: an outage logs it once per interval
 * (with how many were left out since), not hundreds of times a minute. Every such warning goes
 * through this one helper.
 */
export function throttledWarning(
  logger: WarningLogger,
  message: string,
  intervalMs = WARNING_INTERVAL_MS,
  now: () => number = Date.now,
): (error: unknown) => void {
  let last = -Infinity;
  let skipped = 0;
  return (error: unknown) => {
    const at = now();
    if (at - last < intervalMs) {
      skipped++;
      return;
    }
    last = at;
    const more = skipped > 0 ? ` (${skipped} more since the last warning)` : '';
    skipped = 0;
    logger.warn(`${message}: ${describeError(error)}${more}`);
  };
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
