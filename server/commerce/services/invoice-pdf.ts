import { createRequire } from "node:module";
// pdfkit's types export the document class as the module itself (`export =`).
// oxlint-disable-next-line import/no-named-as-default
import PDFDocument from "pdfkit";
import { formatTransactionTotal } from "../../../core/commerce/transaction-total";
import { isUnpaidInvoice } from "../../../core/commerce/invoice-payment";
import type { InvoiceRowWire } from "../../../core/commerce/commerce-wire";

// DejaVu Sans writes Greek and Latin alike; PDF's built-in fonts have no Greek letters.
const require = createRequire(import.meta.url);
const REGULAR = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

export interface InvoicePdfTexts {
  readonly heading: string;
  readonly store: string;
  readonly date: string;
  readonly status: string;
  readonly description: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly lineTotal: string;
  readonly total: string;
}

export interface InvoicePdfInput {
  readonly invoice: InvoiceRowWire;
  readonly storeTitle: string;
  readonly language: "el-GR" | "en-US";
  readonly texts: InvoicePdfTexts;
  readonly paidLabel: string;
  readonly unpaidLabel: string;
}

/**
 * The invoice as a one-page A4 PDF (v2 `invoices/pdf`): its number, store, date, paid state, its
 * lines and total, amounts with 2 decimals in the reader's language (core/commerce/transaction-total.ts).
 */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, texts, language } = input;
  const money = (value: number) => `${formatTransactionTotal(value, language)} €`;
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `${texts.heading} ${invoice.number}`, Author: input.storeTitle },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);

  doc.font("bold").fontSize(20).text(`${texts.heading} ${invoice.number}`);
  doc.moveDown(0.5).font("regular").fontSize(11);
  doc.text(`${texts.store}: ${input.storeTitle}`);
  doc.text(`${texts.date}: ${invoice.invoice_date}`);
  doc.text(`${texts.status}: ${isUnpaidInvoice(invoice) ? input.unpaidLabel : input.paidLabel}`);
  doc.moveDown();

  const columns = [50, 300, 370, 460] as const;
  const header = [texts.description, texts.quantity, texts.unitPrice, texts.lineTotal];
  const row = (cells: readonly string[], font: "regular" | "bold") => {
    const y = doc.y;
    doc.font(font);
    cells.forEach((cell, index) =>
      doc.text(cell, columns[index], y, { width: index === 0 ? 240 : 85, lineBreak: index === 0 }),
    );
    doc.x = 50;
    doc.moveDown(0.4);
  };
  row(header, "bold");
  for (const line of invoice.lines)
    row([line.description, String(line.quantity), money(line.unit_price), money(line.line_total)], "regular");
  doc.moveDown();
  doc
    .font("bold")
    .fontSize(13)
    .text(`${texts.total}: ${money(invoice.total_value_final)}`, 50);
  doc.end();
  return done;
}
