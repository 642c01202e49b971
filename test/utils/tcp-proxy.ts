import { AddressInfo, createConnection, createServer, Server, Socket } from 'node:net';

/**
 * A TCP proxy the test controls, standing between the service and PostgreSQL: `cut()` drops every
 * connection and refuses new ones (the database "goes away" for the service only), `restore()`
 * lets traffic through again. The shared PostgreSQL itself is never stopped.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(port = 0): Promise<number> {
    const server = createServer((client) => {
      if (this.server !== server) {
        client.destroy(); // accepted while being cut
        return;
      }
      const upstream = createConnection({ host: this.targetHost, port: this.targetPort });
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this.port;
  }

  /** Drop all connections and stop listening (new connections are refused). */
  async cut(): Promise<void> {
    for (const s of this.sockets) {
      s.destroy();
    }
    const server = this.server;
    this.server = null;
    if (server) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of this.sockets) {
        s.destroy();
      }
      await closed;
    }
  }

  /** Listen again on the same port. */
  async restore(): Promise<void> {
    if (!this.server) {
      await this.start(this.port);
    }
  }
}
