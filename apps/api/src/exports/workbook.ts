/** A column of a sheet: its header, width and, for dates and amounts, the number format. */
export interface SheetColumn {
  header: string;
  width: number;
  /** The row objects' field shown in this column (rows given as arrays need none). */
  key?: string;
  /** Excel's number format, e.g. 'yyyy-mm-dd' or '#,##0'. */
  numFmt?: string;
}

export interface Sheet {
  name: string;
  columns: readonly SheetColumn[];
  rows: readonly (Record<string, unknown> | readonly unknown[])[];
}

/**
 * An .xlsx the way every export of the site writes it: made by 나눔, each sheet with its header
 * row bold and frozen. exceljs (about 400 modules with its zip and stream libraries) loads with the
 * first export, not with the server.
 */
export async function writeWorkbook(sheets: readonly Sheet[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '나눔';
  for (const { name, columns, rows } of sheets) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map(({ header, width, key, numFmt }) => ({ header, width, ...(key ? { key } : {}), ...(numFmt ? { style: { numFmt } } : {}) }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow(row as Record<string, unknown> | unknown[]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
