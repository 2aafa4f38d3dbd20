/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** `context` is the connection's own object, kept from one request of it to the next. */
    requests?: (RequestParams & {
      setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    })[];
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
