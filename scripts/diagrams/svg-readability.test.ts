import { describe, expect, it } from "vitest";
import {
  identifiersIn,
  shownTexts,
  smallestFontPx,
  smallestTextAtReadableWidth,
  svgWidth,
} from "./svg-readability";
import { countCrossings } from "./edge-crossings";
import { withoutAnimations } from "./svg-animations";

const svg = (width: number, style: string, body: string) =>
  `<svg viewBox="0 0 ${width} 100"><style>${style}</style>${body}</svg>`;

describe("reading an SVG as a reader sees it", () => {
  it("shrinks text with a drawing wider than 1,200 px, never enlarges it", () => {
    const drawing = svg(
      2400,
      "#a{font-size:16px;}#a .label{font-size:14px;}",
      '<g class="label"><text>x</text></g>',
    );
    expect(svgWidth(drawing)).toBe(2400);
    expect(smallestFontPx(drawing)).toBe(14);
    expect(smallestTextAtReadableWidth(drawing)).toBe(7);
    expect(smallestTextAtReadableWidth(svg(600, "#a{font-size:16px;}", "<text>x</text>"))).toBe(16);
  });

  it("ignores stylesheet rules for classes the drawing does not use", () => {
    expect(
      smallestFontPx(svg(100, "#a{font-size:16px;}.mermaidTooltip{font-size:10px;}", "<text>x</text>")),
    ).toBe(16);
  });

  it("finds code names but not plain words", () => {
    expect(identifiersIn("user.submit createIdempotencyKey journey_ticket_done")).toEqual([
      "user.submit",
      "createIdempotencyKey",
      "journey_ticket_done",
    ]);
    expect(identifiersIn("Send the e-mail, or try again. Σύνταξη: π.χ. αίτημα")).toEqual([]);
    expect(shownTexts("<text><tspan>Send</tspan> <tspan>again</tspan></text>")).toEqual(["Send again"]);
  });

  it("counts edges that cross, not edges that meet at a box", () => {
    const across = [
      { x: 0, y: 0 },
      { x: 10, y: 10 },
    ];
    const down = [
      { x: 10, y: 0 },
      { x: 0, y: 10 },
    ];
    const meeting = [
      { x: 20, y: 0 },
      { x: 10, y: 10 },
    ];
    expect(countCrossings([across, down])).toBe(1);
    expect(countCrossings([across, meeting])).toBe(0);
  });

  it("strips every animation", () => {
    const styled =
      "@keyframes dash{to{stroke-dashoffset:0;}}#a .e{stroke-dashoffset:900;animation:dash 50s linear infinite;stroke-linecap:round;}";
    expect(withoutAnimations(styled)).toBe("#a .e{stroke-dashoffset:900;stroke-linecap:round;}");
  });
});
