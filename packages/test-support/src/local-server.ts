import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Local stand-ins for outside services (providers, Stripe) are node:http servers on loopback.

export type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => void | Promise<void>;

export interface LocalServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  origin: string;
  close(): Promise<void>;
}

/** A node:http server on 127.0.0.1 and a free port. */
export async function startLocalServer(handler: Handler, listenOn = 0): Promise<LocalServer> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    Promise.resolve(handler(request, response, url)).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenOn, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An address nothing listens on: a port that was free a moment ago. */
export async function unusedOrigin(): Promise<string> {
  const server = await startLocalServer((_request, response) => {
    response.end();
  });
  await server.close();
  return server.origin;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}
