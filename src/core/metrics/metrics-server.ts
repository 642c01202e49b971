import { createServer, Server } from 'node:http';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config';
import { answerMetrics, METRICS_PATH, metricsAuthorizer } from './metrics-endpoint';
import { MetricsRegistry } from './metrics-registry';

/**
 * GET /metrics on METRICS_PORT, when set: a listener of its own that a balancer does not expose,
 * for Prometheus on the internal network. It answers nothing else.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | null = null;

  constructor(
    private readonly metrics: MetricsRegistry,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.metrics.served === 'off' && this.config.METRICS_ENABLED) {
      this.logger.warn(
        'GET /metrics is not served: in production set METRICS_TOKEN (main port) or METRICS_PORT',
      );
    }
    if (this.metrics.served !== 'port') {
      return;
    }
    const authorized = metricsAuthorizer(this.config.METRICS_TOKEN);
    const server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      answerMetrics(this.metrics, authorized(request.headers.authorization)).then(
        (answer) => response.writeHead(answer.status, answer.headers).end(answer.body),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.METRICS_PORT, this.config.HOST, () => resolve());
    });
    this.server = server;
    this.logger.log(
      `Metrics on http://${this.config.HOST}:${this.config.METRICS_PORT}${METRICS_PATH}`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  /** The port it listens on (METRICS_PORT), or null when it does not listen. */
  port(): number | null {
    const address = this.server?.address();
    return address && typeof address === 'object' ? address.port : null;
  }
}
