import net from 'node:net';

/** A TCP proxy a test puts between the server and its database, to cut, stall and restore the link. */
export interface TcpProxy {
  readonly port: number;
  /** Breaks every open connection and refuses new ones, as a database that went down. */
  cut(): Promise<void>;
  /** Stops forwarding bytes, both ways and for new connections: a network that silently drops packets. */
  stall(): void;
  /** Accepts and forwards again; stalled connections carry on where they stopped. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  upstream: net.Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const links = new Set<Link>();
  let stalled = false;

  const join = (link: Link) => {
    link.client.pipe(link.upstream);
    link.upstream.pipe(link.client);
  };
  const hold = (link: Link) => {
    link.client.unpipe(link.upstream);
    link.upstream.unpipe(link.client);
    link.client.pause();
    link.upstream.pause();
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const link = { client, upstream };
    links.add(link);
    const drop = () => {
      links.delete(link);
      client.destroy();
      upstream.destroy();
    };
    // Either side failing ends both, as a broken network path would.
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    if (stalled) hold(link);
    else join(link);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  await listen(0);
  const { port } = server.address() as net.AddressInfo;

  const proxy: TcpProxy = {
    port,
    async cut() {
      const closed = stopListening();
      for (const link of links) {
        link.client.destroy();
        link.upstream.destroy();
      }
      links.clear();
      await closed;
    },
    stall() {
      stalled = true;
      for (const link of links) hold(link);
    },
    async restore() {
      if (stalled) {
        stalled = false;
        for (const link of links) {
          join(link);
          link.client.resume();
          link.upstream.resume();
        }
      }
      if (!server.listening) await listen(port);
    },
    close: () => proxy.cut(),
  };
  return proxy;
}
