// autocannon ships no type declarations; this is the part bench/server.ts uses.
declare module "autocannon" {
  interface Histogram {
    readonly average: number;
    readonly p50: number;
    readonly p99: number;
  }
  interface Result {
    readonly requests: Histogram & { readonly total: number };
    readonly latency: Histogram;
    readonly non2xx: number;
    readonly errors: number;
    readonly timeouts: number;
    readonly "2xx": number;
  }
  interface Options {
    readonly url: string;
    readonly method?: string;
    readonly headers?: Readonly<Record<string, string>>;
    readonly body?: string;
    readonly connections?: number;
    readonly duration?: number;
    readonly workers?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
