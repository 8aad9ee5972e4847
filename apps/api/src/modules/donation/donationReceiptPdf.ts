import PDFDocument from 'pdfkit';
import { RECEIPT_DONATION_CODE } from '@nanum/shared/donationReceipts';
import { formatWon } from '@nanum/shared/donationRules';
import { formatLongDate } from '@nanum/shared/format';
import { collectPdf, drawSeal, drawVerification } from '../youth/certificatePdf';

/** What a receipt certifies (kept as its snapshot; the number is only ever masked here). */
export interface ReceiptSnapshot {
  year: number;
  donor: { name: string; rrnMasked: string | null; email: string };
  organisation: { name: string; registrationNumber: string; address: string; representative: string };
  /** Each paid gift of the year: its Korean day and amount. */
  gifts: { date: string; amount: number }[];
  total: number;
}

export interface ReceiptDocument {
  number: string;
  issuedAt: Date;
  verifyUrl: string;
  snapshot: ReceiptSnapshot;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#52606d';
const LINE = '#9aa5b1';
const HEAD = '#eef2f4';

/**
 * The 기부금 영수증 as one A4 page after the legal form (소득세법 시행규칙 별지 제45호의2서식): ① the
 * donor, ② the donee (the association's registration details from site settings), ③ the gifts by
 * date with the type code, the statement and the donee's name and seal, and the verification QR.
 * The resident registration number appears masked only.
 */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const { snapshot } = receipt;
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: `기부금 영수증 ${receipt.number}`, Author: snapshot.organisation.name, Subject: '기부금 영수증' } });
  const finished = collectPdf(doc);
  const width = PAGE.width - MARGIN * 2;

  doc.fillColor(MUTED).font('regular').fontSize(9).text(`일련번호 ${receipt.number}`, MARGIN, 40, { width, align: 'right', lineBreak: false });
  doc.fillColor(INK).font('bold').fontSize(24).text('기부금 영수증', MARGIN, 62, { width, align: 'center', characterSpacing: 4, lineBreak: false });
  doc.font('regular').fontSize(9).fillColor(MUTED).text('※ 소득세법 시행규칙 별지 제45호의2서식에 따른 기부금 영수증입니다.', MARGIN, 96, { width, align: 'center', lineBreak: false });

  let y = 122;
  const section = (title: string) => {
    doc.fillColor(INK).font('bold').fontSize(11).text(title, MARGIN, y, { lineBreak: false });
    y += 18;
  };
  const row = (cells: [string, string][]) => {
    const cellWidth = width / cells.length;
    cells.forEach(([label, value], index) => {
      const x = MARGIN + index * cellWidth;
      doc.rect(x, y, 86, 24).fill(HEAD);
      doc.rect(x, y, cellWidth, 24).lineWidth(0.6).strokeColor(LINE).stroke();
      doc.fillColor(MUTED).font('bold').fontSize(9).text(label, x + 6, y + 8, { width: 76, lineBreak: false });
      doc.fillColor(INK).font('regular').fontSize(9.5).text(value || '-', x + 92, y + 7, { width: cellWidth - 98, lineBreak: false, ellipsis: true, height: 12 });
    });
    y += 24;
  };

  section('① 기부자');
  row([['성명', snapshot.donor.name], ['주민등록번호', snapshot.donor.rrnMasked ?? '-']]);
  row([['연락처(이메일)', snapshot.donor.email]]);
  y += 12;
  section('② 기부금 단체');
  row([['단체명', snapshot.organisation.name], ['고유번호', snapshot.organisation.registrationNumber]]);
  row([['소재지', snapshot.organisation.address]]);
  row([['대표자', snapshot.organisation.representative], ['기부 연도', `${snapshot.year}년`]]);
  y += 12;
  section('③ 기부 내용');
  const columns = [
    { title: '코드', width: 50 },
    { title: '구분', width: 60 },
    { title: '연월일', width: 110 },
    { title: '내용', width: width - 50 - 60 - 110 - 120 },
    { title: '금액', width: 120 },
  ];
  const bottom = 600;
  const rowHeight = Math.min(20, (bottom - y) / (snapshot.gifts.length + 2));
  const size = Math.max(6, Math.min(9.5, rowHeight - 6));
  const giftRow = (cells: string[], options: { bold?: boolean; fill?: string }) => {
    if (options.fill) doc.rect(MARGIN, y, width, rowHeight).fill(options.fill);
    doc.moveTo(MARGIN, y + rowHeight).lineTo(MARGIN + width, y + rowHeight).lineWidth(0.4).strokeColor(LINE).stroke();
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const column = columns[index] as (typeof columns)[number];
      doc.fillColor(INK).font(options.bold ? 'bold' : 'regular').fontSize(size)
        .text(cell, x + 4, y + (rowHeight - size) / 2 - 1, { width: column.width - 8, align: index === 4 ? 'right' : 'center', lineBreak: false, ellipsis: true, height: size + 4 });
      x += column.width;
    });
    y += rowHeight;
  };
  giftRow(columns.map((column) => column.title), { bold: true, fill: HEAD });
  for (const gift of snapshot.gifts) giftRow([RECEIPT_DONATION_CODE.code, '금전', gift.date, `${RECEIPT_DONATION_CODE.label} 후원금`, formatWon(gift.amount)], {});
  giftRow(['', '', '', `합계 ${snapshot.gifts.length}건`, formatWon(snapshot.total)], { bold: true, fill: '#f7f9fa' });

  const footer = 620;
  doc.fillColor(INK).font('regular').fontSize(9.5)
    .text('「소득세법」 제34조, 「조세특례제한법」 제76조·제88조의4 및 「법인세법」 제24조에 따른 기부금을', MARGIN, footer, { width, align: 'center', lineBreak: false })
    .text('위와 같이 기부받았음을 증명합니다.', MARGIN, footer + 16, { width, align: 'center', lineBreak: false });
  doc.text(formatLongDate(receipt.issuedAt), MARGIN, footer + 42, { width, align: 'center', lineBreak: false });
  doc.font('bold').fontSize(15).text(`기부금 수령인  ${snapshot.organisation.name}`, MARGIN, footer + 64, { width, align: 'center', lineBreak: false });
  const nameWidth = doc.widthOfString(`기부금 수령인  ${snapshot.organisation.name}`);
  drawSeal(doc, PAGE.width / 2 + nameWidth / 2 + 32, footer + 72, 24);

  const qrSize = 64;
  drawVerification(doc, { ...receipt, numberLabel: '일련번호' }, { x: MARGIN, top: PAGE.height - 40 - qrSize, width, qrSize, fontSize: 8 });
  doc.end();
  return finished;
}
