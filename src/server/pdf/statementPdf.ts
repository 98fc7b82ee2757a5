/**
 * The account statement as a typeset PDF (issue 43): the brand on top, the account and the period,
 * then the movements as a table whose header repeats on every page, rows that wrap inside their
 * cells, amounts aligned right, the opening and closing balance, and each page numbered "Page n of
 * m". Rows go in one at a time; the pages are kept until the statement closes (bufferPages), because a
 * page's footer names the number of pages, known only then.
 */
import fs from 'node:fs';
import { once } from 'node:events';
import PDFDocument from 'pdfkit';
import { pdfSafe } from './layout';

export type StatementPdfColumn = { header: string; width: number; align?: 'left' | 'right' };

export type StatementPdfHead = {
  brand: string;
  /** The brand's colour (#rrggbb): the brand name and the table's header. */
  color: string;
  title: string;
  /** Label and value lines under the title: account, period, when it was made. */
  facts: readonly (readonly [string, string])[];
  columns: readonly StatementPdfColumn[];
  /** "Page %{page} of %{pages}" in the reader's language. */
  pageLabel: string;
  /** What an empty period says. */
  empty: string;
  opening: readonly [string, string];
};

export type StatementPdfWriter = { row: (cells: readonly string[]) => void; close: (closing: readonly [string, string]) => Promise<void> };

const MARGIN = 36;
const FONT_SIZE = 8;
const PAD = 3;
const COLORS = { text: '#1a1a1a', muted: '#5f6368', rule: '#d0d4d9', stripe: '#f3f5f7', white: '#ffffff' } as const;

/** A font file for the texts Helvetica cannot draw (Japanese): KONTOR_PDF_CJK_FONT, else Debian's Noto Sans CJK, when present. */
const CJK_FONT = { file: process.env.KONTOR_PDF_CJK_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKjp-Regular' };

/** Whether the statement of a language can be drawn in its own words here (Japanese needs a CJK font file). */
export const canDrawLanguage = (language: string): boolean => language !== 'ja' || fs.existsSync(CJK_FONT.file);

const isColor = (value: string): boolean => /^#[0-9a-f]{6}$/i.test(value);

export const openStatementPdf = async (file: string, head: StatementPdfHead, info: { title: string; language: string }): Promise<StatementPdfWriter> => {
  const out = fs.createWriteStream(file, { mode: 0o600 });
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: true, info: { Title: pdfSafe(info.title), Creator: 'Kontor', Producer: 'Kontor' }, lang: info.language });
  doc.pipe(out);
  const cjk = info.language === 'ja' && fs.existsSync(CJK_FONT.file);
  if (cjk) doc.registerFont('body', CJK_FONT.file, CJK_FONT.family);
  const regular = cjk ? 'body' : 'Helvetica';
  const bold = cjk ? 'body' : 'Helvetica-Bold';
  const text = (s: string): string => (cjk ? s : pdfSafe(s));
  const accent = isColor(head.color) ? head.color : '#0b3d91';
  const width = doc.page.width - 2 * MARGIN;
  const total = head.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = head.columns.map((c) => (c.width / total) * width);
  const bottom = () => doc.page.height - MARGIN - 14;
  /** The footer of one page (switched to once the statement is complete): the brand, and page n of m. */
  const footer = (page: number, pages: number) => {
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(regular).fontSize(7).fillColor(COLORS.muted);
    doc.text(text(head.brand), MARGIN, doc.page.height - MARGIN, { width: width / 2, lineBreak: false });
    doc.text(text(head.pageLabel.replace('%{page}', String(page)).replace('%{pages}', String(pages))), MARGIN + width / 2, doc.page.height - MARGIN, { width: width / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = keep;
  };

  const rowHeight = (cells: readonly string[], font: string): number => {
    doc.font(font).fontSize(FONT_SIZE);
    return Math.max(...cells.map((c, i) => doc.heightOfString(text(c), { width: (widths[i] ?? 0) - 2 * PAD }))) + 2 * PAD;
  };

  const drawRow = (cells: readonly string[], y: number, height: number, style: { font: string; color: string; fill?: string }) => {
    if (style.fill) doc.rect(MARGIN, y, width, height).fill(style.fill);
    let x = MARGIN;
    doc.font(style.font).fontSize(FONT_SIZE).fillColor(style.color);
    cells.forEach((c, i) => {
      const w = widths[i] ?? 0;
      doc.text(text(c), x + PAD, y + PAD, { width: w - 2 * PAD, align: head.columns[i]?.align ?? 'left' });
      x += w;
    });
  };

  const tableHeader = () => {
    const headers = head.columns.map((c) => c.header);
    const h = rowHeight(headers, bold);
    const y = doc.y;
    drawRow(headers, y, h, { font: bold, color: COLORS.white, fill: accent });
    doc.y = y + h;
  };

  const newPage = () => {
    doc.addPage();
    doc.y = MARGIN;
    tableHeader();
  };

  // The first page: brand, title, facts, opening balance, the table's header.
  doc.font(bold).fontSize(18).fillColor(accent).text(text(head.brand), MARGIN, MARGIN, { width });
  doc.moveTo(MARGIN, doc.y + 4).lineTo(MARGIN + width, doc.y + 4).lineWidth(1.2).strokeColor(accent).stroke();
  doc.moveDown(0.8).font(bold).fontSize(14).fillColor(COLORS.text).text(text(head.title), MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  for (const [label, value] of [...head.facts, head.opening]) {
    const y = doc.y;
    doc.font(regular).fontSize(9).fillColor(COLORS.muted).text(text(label), MARGIN, y, { width: 130 });
    const below = doc.y;
    doc.font(regular).fontSize(9).fillColor(COLORS.text).text(text(value), MARGIN + 130, y, { width: width - 130 });
    doc.y = Math.max(doc.y, below);
  }
  doc.moveDown(0.8);
  tableHeader();
  let rows = 0;

  return {
    row: (cells) => {
      const h = rowHeight(cells, regular);
      if (doc.y + h > bottom()) newPage();
      const y = doc.y;
      drawRow(cells, y, h, { font: regular, color: COLORS.text, ...(rows % 2 === 1 ? { fill: COLORS.stripe } : {}) });
      doc.moveTo(MARGIN, y + h).lineTo(MARGIN + width, y + h).lineWidth(0.4).strokeColor(COLORS.rule).stroke();
      doc.y = y + h;
      rows += 1;
    },
    close: async (closing) => {
      if (rows === 0) doc.font(regular).fontSize(9).fillColor(COLORS.muted).text(text(head.empty), MARGIN, doc.y + 6, { width });
      if (doc.y + 30 > bottom()) newPage();
      const y = doc.y + 8;
      doc.font(bold).fontSize(9).fillColor(COLORS.text).text(text(closing[0]), MARGIN, y, { width: width - 150, align: 'right' });
      doc.text(text(closing[1]), MARGIN + width - 150, y, { width: 150 - PAD, align: 'right' });
      const { start, count } = doc.bufferedPageRange();
      for (let i = start; i < start + count; i++) {
        doc.switchToPage(i);
        footer(i - start + 1, count);
      }
      doc.end();
      await once(out, 'finish');
    },
  };
};
