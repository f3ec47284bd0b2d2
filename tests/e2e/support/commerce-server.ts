import { e2eBasePort } from "./e2e-port-numbers";

/**
 * The second app server of the browser tests: the same build and demo data, started with
 * COMMERCE_SCREENS=on (playwright.config.ts), so the commerce screens can be tried while the main
 * server keeps the spec's redirects. Its own origin, so it has its own sign-ins. One for all the
 * workers (e2e-port-numbers.ts): only commerce.spec.ts uses it, and a file runs in one worker.
 */
export const commercePort = (env: NodeJS.ProcessEnv = process.env): number => e2eBasePort(env) + 2;

export const commerceUrl = (path: string): string => `http://localhost:${commercePort()}/portal${path}`;
