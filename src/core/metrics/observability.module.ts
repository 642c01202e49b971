import { Global, Module, OnApplicationShutdown } from '@nestjs/common';
import { stopTracing } from '../tracing/tracing';
import { MetricsRegistry } from './metrics-registry';
import { MetricsServer } from './metrics-server';

/** The instance's Prometheus metrics (every module may add its own: MetricsRegistry.scraped); tracing's end. */
@Global()
@Module({
  providers: [MetricsRegistry, MetricsServer],
  exports: [MetricsRegistry],
})
export class ObservabilityModule implements OnApplicationShutdown {
  /** The spans still buffered go out before the process exits (a no-op without tracing). */
  onApplicationShutdown(): Promise<void> {
    return stopTracing();
  }
}
