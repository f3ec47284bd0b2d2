/** What the index page says about one machine. */
export interface FlowEntry {
  readonly id: string;
  readonly version: string;
  readonly file: string;
}

/**
 * docs/flows/README.md: every machine with its diagram embedded, and how to read the diagrams.
 * Generated, so it always lists exactly the registered machines.
 */
export function flowsReadme(
  entries: ReadonlyArray<FlowEntry>,
  explanations: Readonly<Record<string, string>> = {},
): string {
  const sorted = [...entries].sort((a, b) => a.id.localeCompare(b.id));
  const rows = sorted.map(
    ({ id, version, file }) =>
      `| [${id}](#${id.toLowerCase()}) | ${version} | [machines/${file}](../../machines/${file}) | [${id}.mmd](${id}.mmd) |`,
  );
  const sections = sorted.map(
    ({ id, version, file }) => `## ${id}

Version ${version}, defined in [machines/${file}](../../machines/${file}).

Journey (for product owners), [ελληνικά](journeys/${id}.el.svg) and English:

![Journey of the ${id} flow, in Greek](journeys/${id}.el.svg)

![Journey of the ${id} flow, in English](journeys/${id}.en.svg)
${explanations[id] === undefined ? "" : `\n${explanations[id].trim()}\n`}
Technical view (developers, QA):

![Flow of the ${id} machine](${id}.svg)
`,
  );
  return `# Flow diagrams

Generated from the XState machines themselves by \`npm run diagrams\` — do not edit by hand. A test
fails when a \`.mmd\` source here no longer matches its machine.

Each flow has two views. The **journey** (in \`journeys/\`, Greek \`.el.svg\` and English
\`.en.svg\`) is for product owners: numbered steps top to bottom with the screen each shows, the
happy path as thick arrows, failures as red exits to the side that name where the flow goes on,
and ↩ notes for the ways back; technical states (restoring, retries, idempotency keys, linking) are
folded into the step they serve. Labels come from the catalogue through each machine's
\`meta.journey\` (\`machines/journeys/\`). The **technical view** below it shows every state and
transition. Edge crossings per diagram are printed by \`npm run diagrams\` and may not grow
(\`journeys/crossings.json\`).

How to read the technical view:

- A box is a state; a box holding boxes is a state with sub-states, and the black dot inside it
  marks where it starts. A box split by a dashed line runs its parts at the same time.
- An arrow is a transition, labelled with what causes it:
  - \`user.submit\`, \`api.unauthorized\`, … — an event (who speaks comes first);
  - \`login succeeded\` / \`login failed\` — the answer of the request the state made;
  - \`after refreshInterval\` — a timer (named delay) ran out;
  - \`always\` — taken at once, as soon as its condition holds;
  - \`[guardName]\` — only when that condition holds; \`[else]\` — when the conditions above did not.
- \`⟳ name\` in a state: while in that state the app runs \`name\` (a server call or other effect).
- An arrow from a box to itself changes nothing on screen but the data (e.g. shows an error).
- "in any state" stands for transitions the machine accepts wherever it is.
- The ringed dot is the end: the flow is finished.

| Machine | Version | Definition | Source |
| --- | --- | --- | --- |
${rows.join("\n")}

${sections.join("\n")}`;
}
