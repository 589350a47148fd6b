import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy between the app's pool and a real PostgreSQL that a test breaks the way a restart or
 * a network does, without touching the server other tests share.
 */
export interface FaultProxy {
  /** The database URL, going through the proxy. */
  url: string;
  /** A restart: every open connection is cut, and new ones are refused (nothing listens) until restore(). */
  refuse(): Promise<void>;
  /** A stalled network: nothing moves on open connections, and new ones are accepted but never answered, until restore(). */
  stall(): void;
  /** Listens and forwards again; stalled connections that are still open carry on where they stopped. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  app: Socket;
  database: Socket | null;
}

export async function startFaultProxy(databaseUrl: string): Promise<FaultProxy> {
  const target = new URL(databaseUrl);
  const targetHost = target.hostname || '127.0.0.1';
  const targetPort = Number(target.port || 5432);
  const links = new Set<Link>();
  let state: 'open' | 'refusing' | 'stalled' = 'open';

  const forward = (link: Link) => {
    const database = connect(targetPort, targetHost);
    link.database = database;
    const drop = () => {
      link.app.destroy();
      database.destroy();
      links.delete(link);
    };
    database.on('error', drop).on('close', drop);
    link.app.pipe(database);
    database.pipe(link.app);
  };

  const server = createServer((app) => {
    const link: Link = { app, database: null };
    links.add(link);
    app
      .on('error', () => link.database?.destroy())
      .on('close', () => {
        link.database?.destroy();
        links.delete(link);
      });
    if (state === 'stalled') app.pause();
    else forward(link);
  });
  await listen(server, 0);
  const { port } = server.address() as { port: number };
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);

  return {
    url: proxied.toString(),
    async refuse() {
      state = 'refusing';
      server.close();
      for (const link of links) {
        link.app.destroy();
        link.database?.destroy();
      }
      links.clear();
    },
    stall() {
      state = 'stalled';
      for (const { app, database } of links) {
        if (!database) continue;
        app.unpipe(database);
        database.unpipe(app);
        app.pause();
        database.pause();
      }
    },
    async restore() {
      if (state === 'refusing') await listen(server, port);
      if (state === 'stalled') {
        for (const link of links) {
          if (link.database) {
            link.app.pipe(link.database);
            link.database.pipe(link.app);
          } else {
            forward(link);
          }
        }
      }
      state = 'open';
    },
    async close() {
      for (const link of links) {
        link.app.destroy();
        link.database?.destroy();
      }
      links.clear();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

// Listening on the same port again can briefly fail while the old socket is released.
async function listen(server: ReturnType<typeof createServer>, port: number): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
