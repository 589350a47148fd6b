// Runs autocannon in a child process for api.bench.ts, so the load generator never shares an event
// loop with the servers it measures. The parent forks this file, sends one LoadSpec per run and
// gets a LoadSummary back.
import autocannon from 'autocannon';

export interface LoadSpec {
  /** Server origin, e.g. http://127.0.0.1:1234. */
  url: string;
  connections: number;
  durationSeconds: number;
  headers: Record<string, string>;
  /** GET one path, or PUT `{ read }` to each path in turn, read alternating true/false. */
  request: { method: 'GET'; path: string } | { method: 'PUT'; paths: string[]; pathHeaders?: Record<string, string>[] };
  /** The answers expected: 2xx (default), or 304 for a revalidated GET. */
  expect?: '2xx' | '304';
}

export interface LoadSummary {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

function requestsFor(spec: LoadSpec): autocannon.Request[] {
  const { request } = spec;
  if (request.method === 'GET') return [{ method: 'GET', path: request.path }];
  const { paths, pathHeaders } = request;
  let next = 0;
  return [
    {
      method: 'PUT',
      setupRequest: (req) => {
        const index = next++;
        return {
          ...req,
          path: paths[index % paths.length] as string,
          // Each path's own headers (another reader's token), over the run's shared ones.
          ...(pathHeaders ? { headers: { ...req.headers, ...pathHeaders[index % paths.length] } } : {}),
          body: index % 2 === 0 ? '{"read":true}' : '{"read":false}',
        };
      },
    },
  ];
}

async function run(spec: LoadSpec): Promise<LoadSummary> {
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    headers: spec.headers,
    // Slow answers under load (PGlite serves one query at a time) count in the latency instead of
    // being dropped as timeouts after autocannon's default 10 s.
    timeout: 30,
    requests: requestsFor(spec),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    // Answers other than the expected ones (the field keeps its name: 2xx is the usual expectation).
    non2xx: spec.expect === '304' ? result.requests.total - result['3xx'] : result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

process.on('message', (spec: LoadSpec) => {
  run(spec).then(
    (summary) => process.send?.({ ok: true, summary }),
    (error: unknown) => process.send?.({ ok: false, error: String(error) }),
  );
});
