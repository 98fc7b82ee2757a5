import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake outside party received. */
export type Received = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string; json: Record<string, unknown> };

/** What the fake answers to a request: a status and a body (an object is sent as JSON, a string as it is). */
export type Answer = { status?: number; body: unknown; type?: string };

/**
 * A real HTTP server on this machine standing in for an outside party (a rates feed, a custodian, a KYC
 * provider, a PSP, a remote portal): the adapter under test talks to it over the network as it would to
 * the real one. `answer` decides each reply; `received` keeps what came in.
 */
export const fakeAdapter = async (answer: (r: Received) => Answer | Promise<Answer>) => {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: Record<string, unknown> = {};
      try {
        json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
      } catch {
        json = {};
      }
      const r: Received = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, json };
      received.push(r);
      void Promise.resolve(answer(r)).then((a) => {
        const text = typeof a.body === 'string' ? a.body : JSON.stringify(a.body);
        res.writeHead(a.status ?? 200, { 'content-type': a.type ?? (typeof a.body === 'string' ? 'text/plain' : 'application/json') });
        res.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
