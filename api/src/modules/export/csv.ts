/**
 * The one way the API writes CSV files (every export uses it: settlements today, bookings next), for Excel in
 * Korea: UTF-8 with a byte-order mark (without it Excel reads Korean as mojibake), CRLF line ends, every cell
 * quoted, and text that a spreadsheet would run as a formula neutralised.
 */

export type CsvValue = string | number | null | undefined;

/**
 * Spreadsheets (Excel, LibreOffice, Google Sheets) start a formula at = + - @, and a cell that starts with a tab
 * or CR is treated alike (OWASP "CSV Injection"). Leading spaces are looked through, and the full-width ＝ ＋ － ＠
 * are defused too, as a precaution: an apostrophe before such a text costs nothing.
 */
const FORMULA_START = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;

/**
 * One cell: numbers as they are (a negative amount stays a number), text quoted with inner quotes doubled and,
 * when it could start a formula, prefixed with an apostrophe so it shows as the text it is. null → empty cell.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number for CSV: ${value}`);
    return `"${String(value)}"`;
  }
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One line of cells (no line end). */
export function csvLine(cells: readonly CsvValue[]): string {
  return cells.map(csvCell).join(',');
}

/** A whole file: BOM, the lines joined and ended by CRLF. */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map(csvLine).join('\r\n')}\r\n`;
}

/** The Content-Type every CSV answer carries. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * A Content-Disposition for a download named `fileName` (.csv added when missing): an ASCII fallback name and the
 * UTF-8 name (RFC 6266 / 5987), so a Korean file name survives and a quote or line break cannot break the header.
 */
export function csvAttachment(fileName: string): string {
  const name = fileName.toLowerCase().endsWith('.csv') ? fileName : `${fileName}.csv`;
  const ascii = name.replace(/[^\x20-\x7E]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
