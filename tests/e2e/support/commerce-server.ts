/**
 * The second app server of the browser tests: the same build and demo data, started with
 * COMMERCE_SCREENS=on (playwright.config.ts), so the commerce screens can be tried while the main
 * server keeps the spec's redirects. Its own origin, so it has its own sign-ins.
 */
export const commercePort = (env: NodeJS.ProcessEnv = process.env): number =>
  Number(env["E2E_PORT"] ?? 8181) + 2;

export const commerceUrl = (path: string): string => `http://localhost:${commercePort()}/portal${path}`;
