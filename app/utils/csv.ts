// CSV export (RFC 4180: comma separated, CRLF line ends, fields quoted when needed), safe to open
// in a spreadsheet: a cell that starts with = + - @ (or a tab or carriage return) would be read as
// a formula there, so it gets a leading apostrophe (OWASP "CSV injection"). Bidi controls are
// removed: in a spreadsheet they would reorder what staff read, as anywhere else (bidi.ts).
import { stripBidiControls } from './bidi'

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = stripBidiControls(value instanceof Date ? value.toISOString() : String(value))
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(',')
}

/** A whole document: the header row, then one row per record, each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly unknown[]>): string {
  const lines = [csvRow(header)]
  for (const row of rows) lines.push(csvRow(row))
  return lines.join('\r\n') + '\r\n'
}
