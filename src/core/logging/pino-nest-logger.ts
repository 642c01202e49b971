import { LoggerService } from '@nestjs/common';
import type { Level, Logger } from 'pino';

const STACK = /\n\s+at /;

/**
 * Nest's LoggerService over the process's pino instance, so Nest's own messages (start-up, errors
 * the exception filter logs, …) are JSON lines like the request log. Nest passes the context (the
 * Logger's name) as the last string argument and, for errors, the stack before it.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) {
      return;
    }
    const strings = params.filter((p): p is string => typeof p === 'string');
    const fields: Record<string, unknown> = {};
    if ((level === 'error' || level === 'fatal') && strings.length > 0) {
      // (message, stack, context), or (message, stack) from a Logger without a context.
      if (strings.length > 1 || STACK.test(strings[0])) {
        fields.stack = strings.shift();
      }
    }
    if (strings.length > 0) {
      fields.context = strings[strings.length - 1];
    }
    if (message instanceof Error) {
      fields.err = message;
      this.pino[level](fields, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.pino[level]({ ...fields, ...message });
    } else {
      this.pino[level](fields, String(message));
    }
  }
}
