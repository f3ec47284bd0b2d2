/*
 * How many times the edges of a laid-out diagram cross, read from the SVG Mermaid wrote: every
 * edge path carries its laid-out polyline (`data-points`, base64 JSON of {x, y}). Approximate on
 * purpose: segments of two different edges that intersect count once; touching near an end (two
 * arrows into one box) does not count.
 */

interface Point {
  readonly x: number;
  readonly y: number;
}

const END_SLACK = 3;

export function edgePolylines(svg: string): Point[][] {
  const lines: Point[][] = [];
  for (const match of svg.matchAll(/<path\b[^>]*\bdata-points="([^"]+)"/gu)) {
    const decoded: unknown = JSON.parse(Buffer.from(match[1] as string, "base64").toString("utf8"));
    if (Array.isArray(decoded)) lines.push(decoded.filter(isPoint));
  }
  return lines;
}

export function edgeCrossings(svg: string): number {
  return countCrossings(edgePolylines(svg));
}

export function countCrossings(lines: ReadonlyArray<ReadonlyArray<Point>>): number {
  let count = 0;
  for (let a = 0; a < lines.length; a++)
    for (let b = a + 1; b < lines.length; b++) count += crossingsBetween(lines[a] ?? [], lines[b] ?? []);
  return count;
}

function crossingsBetween(a: ReadonlyArray<Point>, b: ReadonlyArray<Point>): number {
  const ends = [a[0], a.at(-1), b[0], b.at(-1)].filter((p): p is Point => p !== undefined);
  let count = 0;
  for (let i = 1; i < a.length; i++)
    for (let j = 1; j < b.length; j++) {
      const hit = intersection(a[i - 1] as Point, a[i] as Point, b[j - 1] as Point, b[j] as Point);
      if (hit !== undefined && !ends.some((end) => Math.hypot(end.x - hit.x, end.y - hit.y) < END_SLACK))
        count++;
    }
  return count;
}

/** Where segments pq and rs cross (inside both, ends excluded), or undefined. */
function intersection(p: Point, q: Point, r: Point, s: Point): Point | undefined {
  const dx1 = q.x - p.x;
  const dy1 = q.y - p.y;
  const dx2 = s.x - r.x;
  const dy2 = s.y - r.y;
  const denominator = dx1 * dy2 - dy1 * dx2;
  if (Math.abs(denominator) < 1e-9) return undefined;
  const t = ((r.x - p.x) * dy2 - (r.y - p.y) * dx2) / denominator;
  const u = ((r.x - p.x) * dy1 - (r.y - p.y) * dx1) / denominator;
  if (t <= 0 || t >= 1 || u <= 0 || u >= 1) return undefined;
  return { x: p.x + t * dx1, y: p.y + t * dy1 };
}

function isPoint(value: unknown): value is Point {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Point).x === "number" &&
    typeof (value as Point).y === "number"
  );
}
