/**
 * An 8-bit RLE BMP of width x height in one colour: runs of 255 pixels, so a 6300 x 6300 picture
 * (39.7 million pixels, issue 21) is a file of about 329 KB. Used by the hostile image tests and
 * the image upload benchmark.
 */
export function rle8Bmp(width: number, height: number): Buffer {
  const row: number[] = [];
  for (let left = width; left > 0; left -= 255) row.push(Math.min(255, left), 1);
  row.push(0, 0);
  const rows = Buffer.from(row);
  const pixels = Buffer.concat([...Array.from({ length: height }, () => rows), Buffer.from([0, 1])]);
  const palette = Buffer.alloc(256 * 4);
  palette.writeUInt32LE(0x00c87830, 4);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + palette.length + pixels.length, 2);
  header.writeUInt32LE(54 + palette.length, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(8, 28);
  header.writeUInt32LE(1, 30); // BI_RLE8
  header.writeUInt32LE(pixels.length, 34);
  header.writeUInt32LE(256, 46);
  return Buffer.concat([header, palette, pixels]);
}
