import { unzipSync } from 'fflate';
import ExcelJS from 'exceljs';
import request from 'supertest';
import type { Express } from 'express';

/** Reads a response body as bytes, whatever its type (supertest leaves binary bodies alone only when told). */
export const binaryBody = (res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** GET `url` with `cookie`, its body read whole as bytes (a PDF, an .xlsx). */
export const downloadAs = (app: Express, url: string, cookie: string) => request(app).get(url).set('cookie', cookie).buffer(true).parse(binaryBody as never);

/** Every sheet of an .xlsx by name: its rows, heading row included, as cell values. */
export async function workbookSheets(bytes: Buffer): Promise<Map<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheets = new Map<string, unknown[][]>();
  workbook.eachSheet((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    sheets.set(sheet.name, rows);
  });
  return sheets;
}

/** The member's "my data" ZIP (GET /api/user/get/self/data) as its files' texts by name, after checking it answered 200. */
export async function myDataFiles(app: Express, cookie: string): Promise<Record<string, string>> {
  const res = await downloadAs(app, '/api/user/get/self/data', cookie);
  if (res.status !== 200) throw new Error(`my data answered ${res.status}`);
  return Object.fromEntries(Object.entries(unzipSync(new Uint8Array(res.body as Buffer))).map(([name, file]) => [name, Buffer.from(file).toString('utf8')]));
}
