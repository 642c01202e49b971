import type { FastifyInstance } from 'fastify';

/**
 * How the HTTP server drains on close (SIGTERM → `app.close()`): it stops accepting connections,
 * closes idle keep-alive connections at once (`forceCloseConnections: 'idle'`) and lets requests
 * in flight finish. Node closes idle connections only when `close()` starts, so a connection whose
 * last request finishes later would linger until its keep-alive timeout: it is closed as soon as
 * it is idle. Requests that still arrive on an open connection are served (with `Connection:
 * close`) rather than refused with Fastify's own, non-envelope 503: the database stays open until
 * the server has drained. An SSE stream is never idle: NotificationStreamService ends every stream
 * in `beforeApplicationShutdown`, which Nest runs before it closes the server.
 */
export const SHUTDOWN_OPTIONS = {
  forceCloseConnections: 'idle' as const,
  return503OnClosing: false,
};

export function closeConnectionsWhenIdle(fastify: FastifyInstance): void {
  fastify.addHook('preClose', (done) => {
    const server = fastify.server;
    if (server.listening) {
      const timer = setInterval(() => server.closeIdleConnections(), 100);
      timer.unref();
      server.once('close', () => clearInterval(timer));
    }
    done();
  });
}
