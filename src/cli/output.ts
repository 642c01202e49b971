/** CLI output: results on stdout, errors on stderr with a non-zero exit code. */
export function print(line: string): void {
  process.stdout.write(line + '\n');
}

export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value) + '\n');
}

export function fail(message: string): void {
  process.stderr.write(`error: ${message}\n`);
  process.exitCode = 1;
}

/** Runs a command body, turning any thrown error into `fail`. */
export async function guarded(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

export function parseWholeNumber(value: string, what: string): number {
  if (!/^\d+$/.test(value)) {
    throw new Error(`${what} must be a whole number, got "${value}".`);
  }
  return Number(value);
}
