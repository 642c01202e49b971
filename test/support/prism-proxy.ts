import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../utils/service-process';

const PRISM = join(
  __dirname,
  '..',
  '..',
  'node_modules',
  '@stoplight',
  'prism-cli',
  'dist',
  'index.js',
);

/**
 * `prism proxy <document> <upstream> --errors=true` as a child process: it validates every request
 * against the document (a violation is answered by Prism itself, 422, or 401 for missing
 * credentials, without reaching the upstream), forwards the others, validates the upstream's
 * answer and replaces it with a 500 when the answer violates the document. Violations of either
 * side are also listed in the `sl-violations` header.
 */
export class PrismProxy {
  private readonly lines: string[] = [];

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    for (const input of [child.stdout, child.stderr]) {
      createInterface({ input: input! }).on('line', (line) => {
        this.lines.push(line);
        // Its log of every request: only the last lines are worth keeping for a failure.
        if (this.lines.length > 400) {
          this.lines.splice(0, 200);
        }
      });
    }
  }

  /** Starts Prism in front of `upstream`; resolves once it forwards requests. */
  static async start(documentFile: string, upstream: string): Promise<PrismProxy> {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [
        PRISM,
        'proxy',
        documentFile,
        upstream,
        '--errors=true',
        '--verboseLevel',
        'warn',
        '--host',
        '127.0.0.1',
        '--port',
        `${port}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const prism = new PrismProxy(child, `http://127.0.0.1:${port}`);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`prism exited (${child.exitCode}):\n${prism.output.join('\n')}`);
      }
      const live = await fetch(`${prism.url}/health/live`).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 0,
      );
      if (live === 200) {
        return prism;
      }
      if (Date.now() > deadline) {
        await prism.stop();
        throw new Error(`prism did not start within 60 s:\n${prism.output.join('\n')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Prism's last log lines. */
  get output(): string[] {
    return this.lines;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) {
      return;
    }
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    // It stops at once on SIGTERM; a stuck one must not hold the suite until its timeout.
    const kill = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(kill);
  }
}
