/** A cell a spreadsheet would run as a formula (=, +, -, @ and more after it), not a lone "-". */
const FORMULA = /^[=+\-@\t\r]./s;

/** One CSV cell: a would-be formula starts with a quote; quotes, commas and line breaks are quoted. */
export const csvCell = (value: string): string => {
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[",\n\r']/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** A CSV document for Excel: UTF-8 with a BOM, CRLF line ends, the header first. */
export const csvDocument = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
