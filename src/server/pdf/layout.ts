/**
 * Shared layout of the generated documents (pdfkit, A4, the built-in Helvetica: no font files,
 * no network). The standard fonts speak WinAnsi only, so every text goes through pdfSafe first.
 */
import PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

export const PAGE = { margin: 56, width: 595.28, height: 841.89 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const COLORS = { text: '#1a1a1a', muted: '#666666', rule: '#c8c8c8', accent: '#0b3d91' } as const;

// Characters of Windows-1252 above 0x7F that Helvetica can show besides Latin-1.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Record<string, string> = {
  Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŀ: 'L', ŀ: 'l', Ŧ: 'T', ŧ: 't',
  '₪': 'ILS', '₿': 'BTC', '₹': 'INR', '₽': 'RUB', '₺': 'TRY', '₩': 'KRW', '−': '-', '‐': '-', '‑': '-', '′': "'", '″': '"',
  // The thin spaces that group digits in French numbers.
  '\u202f': '\u00a0', '\u2009': ' ',
};

const showable = (ch: string): boolean => {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/**
 * Text the standard fonts can draw: characters outside WinAnsi lose their accents (ś → s), a few get
 * a spelled form (Ł → L, ₪ → ILS), control characters become spaces and anything else becomes "?".
 */
export const pdfSafe = (text: string): string => {
  let out = '';
  for (const ch of text) {
    if (showable(ch)) out += ch;
    else if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(ch)) out += ' ';
    else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base !== ch && [...base].every(showable) ? base : '?';
    }
  }
  return out;
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "15 June 2026" (UTC). */
export const longDate = (at: Date): string => `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()] ?? ''} ${at.getUTCFullYear()}`;
/** "15 June 2026, 10:00 UTC". */
export const longDateTime = (at: Date): string => `${longDate(at)}, ${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')} UTC`;

/** Groups the integer digits of a decimal string: "1234567.50" → "1,234,567.50". */
export const groupDigits = (decimal: string): string => {
  const negative = decimal.startsWith('-');
  const [whole = '0', frac] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
};

export type DocumentInfo = { title: string; subject: string; author: string; createdAt: Date };

/** Renders a document into a Buffer. */
export const renderPdf = (info: DocumentInfo, draw: (doc: Pdf) => void, options: { compress?: boolean } = {}): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      compress: options.compress ?? true,
      info: { Title: pdfSafe(info.title), Subject: pdfSafe(info.subject), Author: pdfSafe(info.author), Creator: 'Kontor', Producer: 'Kontor', CreationDate: info.createdAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      doc.font('Helvetica').fillColor(COLORS.text);
      draw(doc);
      doc.end();
    } catch (e) {
      reject(e instanceof Error ? e : new Error(String(e)));
    }
  });

/** Letterhead: the brand on the left, the issuing bank's address on the right, a rule below. */
export const letterhead = (doc: Pdf, brand: string, bankLines: readonly string[]): void => {
  const top = PAGE.margin;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(COLORS.accent).text(pdfSafe(brand), PAGE.margin, top, { width: CONTENT_WIDTH / 2 });
  doc.font('Helvetica').fontSize(8.5).fillColor(COLORS.muted);
  let y = top;
  for (const line of bankLines) {
    doc.text(pdfSafe(line), PAGE.margin + CONTENT_WIDTH / 2, y, { width: CONTENT_WIDTH / 2, align: 'right' });
    y += 11;
  }
  const below = Math.max(y, top + 26) + 10;
  doc.moveTo(PAGE.margin, below).lineTo(PAGE.width - PAGE.margin, below).lineWidth(0.8).strokeColor(COLORS.rule).stroke();
  doc.fillColor(COLORS.text).font('Helvetica').fontSize(10).text('', PAGE.margin, below + 14);
};

export const title = (doc: Pdf, text: string): void => {
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(16).fillColor(COLORS.text).text(pdfSafe(text), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.4).font('Helvetica').fontSize(10);
};

export const heading = (doc: Pdf, text: string): void => {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).fillColor(COLORS.accent).text(pdfSafe(text), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(COLORS.text);
};

export const paragraph = (doc: Pdf, text: string): void => {
  doc.font('Helvetica').fontSize(10).fillColor(COLORS.text).text(pdfSafe(text), PAGE.margin, doc.y, { width: CONTENT_WIDTH, align: 'left', lineGap: 2 });
  doc.moveDown(0.6);
};

/** Rows of label and value; rows whose value is empty are left out. */
export const fields = (doc: Pdf, rows: readonly (readonly [label: string, value: string | null | undefined])[]): void => {
  const labelWidth = 150;
  for (const [label, value] of rows) {
    if (value === null || value === undefined || value === '') continue;
    const y = doc.y;
    doc.font('Helvetica').fontSize(9.5).fillColor(COLORS.muted).text(pdfSafe(label), PAGE.margin, y, { width: labelWidth - 8 });
    const afterLabel = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(COLORS.text).text(pdfSafe(value), PAGE.margin + labelWidth, y, { width: CONTENT_WIDTH - labelWidth });
    doc.y = Math.max(doc.y, afterLabel) + 3;
  }
  doc.x = PAGE.margin;
};

/** A signature line with the signatory's name and role under it. */
export const signature = (doc: Pdf, name: string, role: string): void => {
  doc.moveDown(2.5);
  const y = doc.y;
  doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + 200, y).lineWidth(0.6).strokeColor(COLORS.text).stroke();
  doc.font('Helvetica-Bold').fontSize(10).fillColor(COLORS.text).text(pdfSafe(name), PAGE.margin, y + 6, { width: 260 });
  doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted).text(pdfSafe(role), PAGE.margin, doc.y, { width: 260 });
  doc.fillColor(COLORS.text);
};

/** Small print at the bottom of the current page. */
export const footer = (doc: Pdf, lines: readonly string[]): void => {
  const height = lines.length * 11;
  const y = PAGE.height - PAGE.margin - height;
  // Inside the bottom margin: lift the margin while drawing so pdfkit does not open a new page.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.font('Helvetica').fontSize(7.5).fillColor(COLORS.muted);
  lines.forEach((line, i) => doc.text(pdfSafe(line), PAGE.margin, y + i * 11, { width: CONTENT_WIDTH, align: 'center', lineBreak: false }));
  doc.page.margins.bottom = bottom;
  doc.fillColor(COLORS.text);
};

/** A file name safe in a Content-Disposition header: letters, digits, dot, dash, underscore. */
export const safeFileName = (name: string): string => name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/-+/g, '-').slice(0, 120);
