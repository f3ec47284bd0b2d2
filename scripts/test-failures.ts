/**
 * Names every failure of `npm test` (suite, file, test) from what each tool leaves behind: the
 * reports of Vitest and Playwright (JSON), and the output of the type check and the lint. The list
 * is printed last, so a CI log that keeps only its tail still says which test failed.
 */
export interface Failure {
  readonly suite: string;
  readonly file: string;
  readonly test: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const textAt = (record: Record<string, unknown>, key: string): string =>
  typeof record[key] === "string" ? record[key] : "";
const listAt = (record: Record<string, unknown>, key: string): unknown[] =>
  Array.isArray(record[key]) ? record[key] : [];

/** A message's first line without terminal colours, to fit one line of the list. */
export function firstLine(message: string): string {
  // eslint-disable-next-line no-control-regex -- the escape character is what is removed
  return (message.replace(/\u001b\[[0-9;]*m/gu, "").split("\n")[0] ?? "").trim();
}

/** Paths relative to the checkout: reports name files absolutely, a reader wants what `git` shows. */
export function relativeTo(root: string, file: string): string {
  const prefix = root.endsWith("/") ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}

/**
 * Vitest's json reporter: every assertion result that failed, with its describe blocks; a file that
 * failed to load (no results, status failed) is named with its error's first line.
 */
export function vitestFailures(report: unknown, root: string): Failure[] {
  if (!isRecord(report)) return [];
  return listAt(report, "testResults").flatMap((file): Failure[] => {
    if (!isRecord(file)) return [];
    const name = relativeTo(root, textAt(file, "name"));
    const results = listAt(file, "assertionResults").filter(isRecord);
    const failed = results
      .filter((result) => result["status"] === "failed")
      .map((result) => ({
        suite: "vitest",
        file: name,
        test:
          textAt(result, "fullName") ||
          [...listAt(result, "ancestorTitles"), textAt(result, "title")].join(" > "),
      }));
    if (failed.length === 0 && file["status"] === "failed")
      return [
        {
          suite: "vitest",
          file: name,
          test: `(the file failed: ${firstLine(textAt(file, "message")) || "no test ran"})`,
        },
      ];
    return failed;
  });
}

/**
 * Playwright's json reporter: the top suites are files (paths relative to config.rootDir), inner
 * suites are describe blocks, and a spec holds one test per project. A test whose outcome is
 * unexpected or flaky failed (a retry that passed still names it); errors outside any test (a file
 * that does not load, a web server that does not start) are named too.
 */
export function playwrightFailures(report: unknown, root: string): Failure[] {
  if (!isRecord(report)) return [];
  const testDir = isRecord(report["config"]) ? textAt(report["config"], "rootDir") : "";
  const fileName = (file: string) =>
    relativeTo(root, file.startsWith("/") || testDir === "" ? file : `${testDir}/${file}`);
  const failures: Failure[] = [];
  const walk = (suite: Record<string, unknown>, titles: readonly string[]) => {
    for (const spec of listAt(suite, "specs").filter(isRecord))
      for (const test of listAt(spec, "tests").filter(isRecord)) {
        const status = test["status"];
        if (status !== "unexpected" && status !== "flaky") continue;
        const project = textAt(test, "projectName");
        const name = [...titles, textAt(spec, "title")].join(" > ");
        failures.push({
          suite: "playwright",
          file: fileName(textAt(spec, "file") || textAt(suite, "file")),
          test: `${project === "" ? "" : `[${project}] `}${name}${status === "flaky" ? " (flaky: failed, then passed on a retry)" : ""}`,
        });
      }
    for (const inner of listAt(suite, "suites").filter(isRecord))
      walk(inner, [...titles, textAt(inner, "title")]);
  };
  // The top suite's title is its file's path, already named: the test's name starts below it.
  for (const file of listAt(report, "suites").filter(isRecord)) walk(file, []);
  for (const error of listAt(report, "errors").filter(isRecord)) {
    const location = isRecord(error["location"]) ? textAt(error["location"], "file") : "";
    failures.push({
      suite: "playwright",
      file: location === "" ? "(no file)" : fileName(location),
      test: `(error outside a test: ${firstLine(textAt(error, "message"))})`,
    });
  }
  return failures;
}

/** `tsc` diagnostics: `file(line,col): error TSxxxx: message`, one failure each. */
export function typecheckFailures(output: string): Failure[] {
  return [...output.matchAll(/^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/gmu)].map((match) => ({
    suite: "typecheck",
    file: match[1] ?? "",
    test: `line ${match[2]}: ${match[4]} ${match[5]}`,
  }));
}

/**
 * The lint's two tools: oxlint in its unix format (`file:line:col: message [Severity/rule]`) and
 * Prettier's check (`[warn] file` for each file not formatted; its closing summary is left out).
 */
export function lintFailures(output: string): Failure[] {
  const oxlint = [...output.matchAll(/^([^\s:][^:]*):(\d+):\d+: (.*)$/gmu)].map((match) => ({
    suite: "lint",
    file: match[1] ?? "",
    test: `line ${match[2]}: ${match[3]}`,
  }));
  const prettier = [...output.matchAll(/^\[warn\] (\S.*)$/gmu)]
    .map((match) => match[1] ?? "")
    .filter((file) => !file.startsWith("Code style issues"))
    .map((file) => ({ suite: "lint", file, test: "not formatted (npx prettier --write)" }));
  return [...oxlint, ...prettier];
}

/** The closing list: one line per failure, or nothing when there is none. */
export function failureLines(failures: readonly Failure[]): string[] {
  if (failures.length === 0) return [];
  return [
    `Failed (${failures.length}):`,
    ...failures.map(({ suite, file, test }) => `  ${suite}  ${file}  ${test}`),
  ];
}
