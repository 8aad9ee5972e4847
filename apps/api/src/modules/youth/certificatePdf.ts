import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatCohort } from '@nanum/shared/display';
import { formatLongDate } from '@nanum/shared/format';
import { schoolRecordHours } from '@nanum/shared/volunteerHours';
import type { CertificateSnapshot } from '@nanum/shared/youthEntities';
import { campaignDates, formatHours } from '@nanum/shared/youthRules';

/**
 * The activity certificate as a one-page A4 PDF (봉사활동 확인서), drawn with pdfkit in the
 * Pretendard font shipped with the dependencies (OFL; embedded and subset by pdfkit, so the text
 * extracts as Korean). The association's seal and the verification QR code are drawn as vectors.
 */
const fontDir = path.join(path.dirname(createRequire(__filename).resolve('pretendard/package.json')), 'dist/public/static');
const FONT_REGULAR = path.join(fontDir, 'Pretendard-Regular.otf');
const FONT_BOLD = path.join(fontDir, 'Pretendard-Bold.otf');

/** The issuing association (printed, and written in the seal). */
export const ASSOCIATION_NAME = '나눔 사회공헌협회';
const ASSOCIATION_SEAL_LINES = ['나눔사회', '공헌협회', '직인'];

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#0b6e4f';
const SEAL = '#c8102e';
const INFO_ROW = 22;

export interface CertificateDocument {
  number: string;
  issuedAt: Date;
  verifyUrl: string;
  snapshot: CertificateSnapshot;
}

/** The QR code of `text` as filled squares, `size` points wide, top-left at (x, y). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill().restore();
}

/** The association's round seal: two red rings and the name in three lines, centred at (cx, cy). */
export function drawSeal(doc: PDFKit.PDFDocument, cx: number, cy: number, radius: number): void {
  doc.save().opacity(0.85).lineWidth(2.6).strokeColor(SEAL).circle(cx, cy, radius).stroke();
  doc.lineWidth(0.9).circle(cx, cy, radius - 5).stroke();
  doc.fillColor(SEAL).font('bold').fontSize(radius * 0.3);
  const lineHeight = radius * 0.4;
  ASSOCIATION_SEAL_LINES.forEach((line, index) => {
    const top = cy - (lineHeight * ASSOCIATION_SEAL_LINES.length) / 2 + index * lineHeight + 1;
    doc.text(line, cx - radius, top, { width: radius * 2, align: 'center', lineBreak: false });
  });
  doc.restore();
}

/** One label/value row of the member table. */
function infoRow(doc: PDFKit.PDFDocument, label: string, value: string, y: number, width: number): void {
  doc.rect(MARGIN, y, 110, INFO_ROW).fill('#eef5f1');
  doc.rect(MARGIN, y, width, INFO_ROW).lineWidth(0.6).strokeColor('#c9d3cc').stroke();
  doc.fillColor(MUTED).font('bold').fontSize(10.5).text(label, MARGIN + 12, y + 6, { width: 90, lineBreak: false });
  doc.fillColor(INK).font('regular').fontSize(10.5).text(value, MARGIN + 124, y + 6, { width: width - 136, lineBreak: false, ellipsis: true, height: 14 });
}

/**
 * The verification corner: the QR code of `verifyUrl`, then how to check, the address, and the
 * issue date with the number (named `numberLabel`: 발급번호, 일련번호).
 */
export function drawVerification(
  doc: PDFKit.PDFDocument,
  document: { verifyUrl: string; issuedAt: Date; number: string; numberLabel: string },
  box: { x: number; top: number; width: number; qrSize: number; fontSize: number },
): void {
  const { x, top, qrSize, fontSize } = box;
  const left = x + qrSize + 14;
  const width = box.width - qrSize - 14;
  const step = fontSize * 1.9;
  drawQr(doc, document.verifyUrl, x, top, qrSize);
  doc.fillColor(MUTED).font('regular').fontSize(fontSize)
    .text(`진위 확인: QR 코드를 스캔하거나 아래 주소에서 ${document.numberLabel}를 확인하세요.`, left, top + qrSize / 2 - step * 1.25, { width, lineBreak: false })
    .text(document.verifyUrl, left, top + qrSize / 2 - step * 0.25, { width, lineBreak: false, ellipsis: true, height: fontSize + 4 })
    .text(`발급일 ${formatLongDate(document.issuedAt)} · ${document.numberLabel} ${document.number}`, left, top + qrSize / 2 + step * 0.75, { width, lineBreak: false });
}

/** The document's bytes once it ends; registers the fonts 'regular' and 'bold' (Pretendard) first. */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  return finished;
}

/** Renders the certificate. Every campaign fits on the one page: rows shrink when there are many. */
export async function renderCertificatePdf(certificate: CertificateDocument): Promise<Buffer> {
  const { snapshot } = certificate;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: `봉사활동 확인서 ${certificate.number}`, Author: ASSOCIATION_NAME, Subject: '봉사활동 확인서' },
  });
  const finished = collectPdf(doc);
  const width = PAGE.width - MARGIN * 2;

  // Frame and header.
  doc.lineWidth(1.5).strokeColor(ACCENT).rect(28, 28, PAGE.width - 56, PAGE.height - 56).stroke();
  doc.lineWidth(0.5).rect(33, 33, PAGE.width - 66, PAGE.height - 66).stroke();
  doc.fillColor(MUTED).font('regular').fontSize(9).text(`발급번호 ${certificate.number}`, MARGIN, 48, { width, align: 'right', lineBreak: false });
  doc.fillColor(INK).font('bold').fontSize(26).text('봉사활동 확인서', MARGIN, 76, { width, align: 'center', characterSpacing: 6, lineBreak: false });

  // The member.
  let y = 124;
  const period = `${snapshot.period.start} ~ ${snapshot.period.end}`;
  const team = [snapshot.divisionName, snapshot.teamName].filter(Boolean).join(' ') || '-';
  for (const [label, value] of [
    ['성명', snapshot.name],
    ['생년월일', snapshot.birthday ?? '-'],
    ['기수', formatCohort(snapshot.cardinal)],
    ['소속 팀', team],
    ['활동 기간', period],
  ] as const) {
    infoRow(doc, label, value, y, width);
    y += INFO_ROW;
  }

  // The campaigns.
  y += 14;
  doc.fillColor(ACCENT).font('bold').fontSize(12).text('봉사활동 내역', MARGIN, y, { lineBreak: false });
  y += 20;
  const columns = [
    { title: '번호', width: 36, align: 'center' as const },
    { title: '활동명', width: width - 36 - 150 - 70, align: 'left' as const },
    { title: '활동 일자', width: 150, align: 'center' as const },
    { title: '인정 시간', width: 70, align: 'right' as const },
  ];
  const footerTop = 556;
  const rows = snapshot.campaigns.length + 2; // header + campaigns + total
  const rowHeight = Math.min(20, (footerTop - 30 - y) / rows);
  const fontSize = Math.max(6, Math.min(9.5, rowHeight - 6));
  const drawRow = (cells: string[], top: number, options: { bold?: boolean; fill?: string }) => {
    if (options.fill) doc.rect(MARGIN, top, width, rowHeight).fill(options.fill);
    doc.moveTo(MARGIN, top + rowHeight).lineTo(MARGIN + width, top + rowHeight).lineWidth(0.4).strokeColor('#c9d3cc').stroke();
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const column = columns[index] as (typeof columns)[number];
      doc.fillColor(INK).font(options.bold ? 'bold' : 'regular').fontSize(fontSize)
        .text(cell, x + 4, top + (rowHeight - fontSize) / 2 - 1, { width: column.width - 8, align: column.align, lineBreak: false, ellipsis: true, height: fontSize + 4 });
      x += column.width;
    });
  };
  drawRow(columns.map((column) => column.title), y, { bold: true, fill: '#eef5f1' });
  y += rowHeight;
  snapshot.campaigns.forEach((campaign, index) => {
    drawRow([String(index + 1), campaign.name, campaignDates(campaign), formatHours(campaign.minutes)], y, {});
    y += rowHeight;
  });
  drawRow(['', `합계 ${snapshot.campaigns.length}회`, '', `총 ${formatHours(snapshot.totalMinutes)}`], y, { bold: true, fill: '#f7faf8' });
  // Which figure the total is, and the whole hours school records take (volunteerHours.ts).
  doc.fillColor(MUTED).font('regular').fontSize(7.5)
    .text(certificateHoursNote(snapshot), MARGIN, y + rowHeight + 4, { width, lineBreak: false, ellipsis: true, height: 11 });

  // Statement, date, association and seal.
  doc.fillColor(INK).font('regular').fontSize(11.5);
  doc.text(`위 사람은 ${ASSOCIATION_NAME} 청소년 봉사 프로그램에서`, MARGIN, footerTop + 10, { width, align: 'center', lineBreak: false });
  doc.text('위와 같이 봉사활동에 참여하였음을 확인합니다.', MARGIN, footerTop + 28, { width, align: 'center', lineBreak: false });
  doc.font('regular').fontSize(11.5).text(formatLongDate(certificate.issuedAt), MARGIN, footerTop + 60, { width, align: 'center', lineBreak: false });
  doc.font('bold').fontSize(17).text(ASSOCIATION_NAME, MARGIN, footerTop + 88, { width, align: 'center', lineBreak: false });
  const nameWidth = doc.widthOfString(ASSOCIATION_NAME);
  drawSeal(doc, PAGE.width / 2 + nameWidth / 2 + 14, footerTop + 97, 28);

  // Verification.
  const qrSize = 78;
  drawVerification(doc, { ...certificate, numberLabel: '발급번호' }, { x: MARGIN, top: PAGE.height - 56 - qrSize - 14, width, qrSize, fontSize: 8.5 });

  doc.end();
  return finished;
}

/**
 * The note under the total: the minutes counted (with the daily cap the certificate was issued
 * under) and the whole-hour figure for school records, with its rounding rule.
 */
export function certificateHoursNote(snapshot: Pick<CertificateSnapshot, 'totalMinutes' | 'dailyCapMinutes'>): string {
  const cap = snapshot.dailyCapMinutes ? ` · 1일 최대 ${snapshot.dailyCapMinutes / 60}시간` : '';
  return `인정 시간은 분 단위 합계${cap} · 학교생활기록부(NEIS) 반영 ${schoolRecordHours(snapshot.totalMinutes)}시간 (1시간 미만 버림)`;
}
