import { createRequire } from "node:module";
import PdfKitDocument from "pdfkit";

const require = createRequire(import.meta.url);
// A font with Greek: pdfkit's built-in fonts have Latin only.
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

// Laying out a page with an embedded font takes tens of milliseconds, and every start of the
// server seeds again (rows that exist are kept, but the bytes are made to know their size): made
// once per process. The test servers start a hundred times in one process.
const made = new Map<string, Promise<Uint8Array>>();

/** A real, readable PDF of a demo document: its title and paragraphs, in Greek. */
export function demoPdf(title: string, paragraphs: readonly string[]): Promise<Uint8Array> {
  const key = JSON.stringify([title, paragraphs]);
  const known = made.get(key);
  if (known !== undefined) return known;
  const pdf = layOut(title, paragraphs);
  made.set(key, pdf);
  // A failed layout is not kept: the next start tries again.
  pdf.catch(() => made.delete(key));
  return pdf;
}

function layOut(title: string, paragraphs: readonly string[]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PdfKitDocument({ size: "A4", margin: 56, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    doc.font(BOLD).fontSize(18).text(title).moveDown();
    doc.font(FONT).fontSize(11);
    for (const paragraph of paragraphs) doc.text(paragraph, { align: "justify" }).moveDown(0.6);
    doc.end();
  });
}

/** A CSV export, as the report library holds them (UTF-8 with BOM so spreadsheets read Greek). */
export function demoCsv(rows: readonly (readonly string[])[]): Uint8Array {
  const text = rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(";")).join("\r\n");
  return new TextEncoder().encode(`\uFEFF${text}\r\n`);
}
