import { describe, expect, it } from "vitest";
import {
  activeStatePaths,
  leafStateIds,
  markMermaidSource,
  markSvg,
  parentStateIds,
} from "./state-highlight";

describe("state highlight", () => {
  it("lists the active states of nested and parallel values", () => {
    expect(activeStatePaths("idle")).toEqual([["idle"]]);
    expect(activeStatePaths({ signingIn: "password" })).toEqual([["signingIn"], ["signingIn", "password"]]);
    const parallel = { working: { upload: "sending", form: "dirty" } };
    expect(leafStateIds(parallel)).toEqual(["working_upload_sending", "working_form_dirty"]);
    expect(parentStateIds(parallel)).toEqual(["working", "working_upload", "working_form"]);
  });

  it("adds classDef lines to a Mermaid source", () => {
    const source = 'stateDiagram-v2\n  state "ready" as anonymous_ready\n';
    const marked = markMermaidSource(source, {
      current: { anonymous: "ready" },
      expected: { signingIn: "password" },
    });
    expect(marked).toContain("  classDef current ");
    expect(marked).toContain("  class anonymous_ready current\n");
    expect(marked).toContain("  class signingIn_password expected\n");
    expect(markMermaidSource(source, {})).toBe(source);
  });

  it("styles the marked nodes of a committed SVG by their element ids", () => {
    const svg =
      '<svg id="flow-session"><style>#flow-session{}</style><g id="flow-session-state-anonymous_ready-17"><rect/></g></svg>';
    const marked = markSvg(svg, "session", { current: { anonymous: "ready" } });
    expect(marked).toMatch(
      /<style>[^<]*\[id\^="flow-session-state-anonymous_ready-"\] > rect[^<]*<\/style><\/svg>$/u,
    );
    expect(marked).toContain('[id^="flow-session-state-anonymous-"] > g > rect.outer');
    expect(markSvg(svg, "session", {})).toBe(svg);
  });
});
