import FindMyWay from 'find-my-way';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Every route the app serves, by method, so an unmatched request can be told apart:
 * a path known under another method is a 405 (with `Allow`), anything else a 404.
 * Fastify itself answers both with a 404.
 */
export class RouteIndex {
  private readonly router = FindMyWay({ ignoreTrailingSlash: false });
  private readonly entries: { method: string; url: string }[] = [];

  add(method: string | string[], url: string): void {
    // The catch-all that lets @fastify/cors answer preflights is no endpoint: indexing it would
    // turn every unknown path into a 405.
    if (url === '*' || url === '/*') {
      return;
    }
    for (const m of Array.isArray(method) ? method : [method]) {
      if ((METHODS as readonly string[]).includes(m) && !this.router.hasRoute(m as never, url)) {
        this.router.on(m as never, url, () => undefined);
        this.entries.push({ method: m, url });
      }
    }
  }

  /** Every indexed route, in registration order (the OpenAPI test compares the document with it). */
  list(): { method: string; url: string }[] {
    return [...this.entries];
  }

  /**
   * Methods under which `path` exists (empty when the path is unknown). A path whose parameter
   * would be empty (`/post/single/`) matches no route: find-my-way lets `:id` match nothing,
   * Fastify's router answers it with a 404.
   */
  allowedMethods(path: string): string[] {
    return METHODS.filter((m) => {
      const found = this.router.find(m, path);
      return found !== null && Object.values(found.params).every((value) => value !== '');
    });
  }
}
