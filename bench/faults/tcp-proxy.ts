// A TCP proxy that can be cut and restored: between the server and PostgreSQL it stands in for a
// database restart (every connection dropped, new ones refused) without touching the machine's
// PostgreSQL service, which other work shares.
import net from 'node:net';

export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Starts accepting on 127.0.0.1 (on `port`, or a free one the first time); resolves with the port. */
  listen(port = this.port): Promise<number> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        // A reset on one side ends the other; errors are the expected outcome of a cut.
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        this.port = (server.address() as net.AddressInfo).port;
        resolve(this.port);
      });
    });
  }

  /** The database "goes down": no new connections, and every open one is dropped at once. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    await closed;
  }

  /** The database is back on the same address. */
  async restore(): Promise<void> {
    await this.listen(this.port);
  }

  close(): Promise<void> {
    return this.cut();
  }
}
