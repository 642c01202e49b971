'use strict';
// Preloaded into measured servers under BENCH_CPU_PROF: a server without a SIGTERM handler of its
// own (the reference) would be killed by the signal, and --cpu-prof writes its profile only on a
// normal exit. Our service has its own handler (a graceful stop), so this one yields to it.
process.once('SIGTERM', () => {
  if (process.listenerCount('SIGTERM') === 0) {
    process.exit(0);
  }
});
