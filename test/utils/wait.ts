/** Resolves after `ms`. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Polls `check` every `intervalMs` until it answers true; fails naming `what` after `timeoutMs`.
 * For what another process or server (a service child, a standby) does on its own time.
 */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 15_000,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting until ${what}`);
    }
    await sleep(intervalMs);
  }
}
