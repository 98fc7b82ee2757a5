// The part of autocannon's programmatic API (https://github.com/mcollina/autocannon#api) that
// scripts/bench/http.ts uses: the package ships no types.
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p97_5: number; p99: number; p99_9: number };
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer };
  type Request = RawRequest & {
    /** Mutates the request before each send; answers it. */
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
    title?: string;
  };
  export type Result = {
    title?: string;
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  };
  type Instance = Promise<Result> & { stop: () => void; on: (event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void) => void };
  const autocannon: (options: Options) => Instance;
  export default autocannon;
}
