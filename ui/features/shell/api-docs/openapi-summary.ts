/** One operation of an OpenAPI document, as the /api screen lists it. */
export interface ApiOperation {
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
}

export interface ApiSummary {
  readonly title: string;
  readonly version: string;
  readonly groups: ReadonlyArray<{ readonly tag: string; readonly operations: readonly ApiOperation[] }>;
}

const METHODS = ["get", "post", "put", "patch", "delete", "head", "options"] as const;

const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * Reads paths, methods and summaries out of an OpenAPI document of any shape, grouped by the first
 * tag (or the first path segment). Unknown or broken parts are skipped, never thrown on: the
 * document comes from whichever server the app talks to.
 */
export function summariseOpenApi(document: unknown): ApiSummary {
  const root = record(document);
  const info = record(root["info"]);
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(record(root["paths"]))) {
    const pathItem = record(item);
    for (const method of METHODS) {
      if (!Object.hasOwn(pathItem, method)) continue;
      const operation = record(pathItem[method]);
      const tags = Array.isArray(operation["tags"]) ? operation["tags"] : [];
      const firstSegment = path.split("/").find((segment) => segment !== "") ?? "/";
      operations.push({
        method: method.toUpperCase(),
        path,
        summary: text(operation["summary"]) || text(operation["description"]),
        tag: text(tags[0]) || firstSegment,
      });
    }
  }
  const byTag = new Map<string, ApiOperation[]>();
  for (const operation of operations)
    byTag.set(operation.tag, [...(byTag.get(operation.tag) ?? []), operation]);
  return {
    title: text(info["title"]),
    version: text(info["version"]),
    groups: [...byTag.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([tag, list]) => ({ tag, operations: list.sort((a, b) => a.path.localeCompare(b.path)) })),
  };
}
