import fs from 'node:fs';
import QRCode from 'qrcode';

/** Frame of the fake camera: 640 x 480, as a phone's preview might be. */
const WIDTH = 640;
const HEIGHT = 480;
/** Pixels per QR module, and the quiet zone in modules. */
const SCALE = 9;
const QUIET = 4;

/**
 * Writes a Y4M video (YUV 4:2:0, 30 fps) whose every frame shows `text` as a QR code, black on
 * white, centred: what Chromium's fake camera plays to the page (`--use-file-for-fake-video-capture`).
 * Grayscale needs only the luma plane; both chroma planes stay neutral (128).
 */
export function writeQrVideo(file: string, text: string, frames = 15): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + QUIET * 2) * SCALE;
  if (side > HEIGHT) throw new Error(`QR of ${modules.size} modules does not fit a ${HEIGHT}px frame`);
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < SCALE; dy += 1) {
        const row = (top + (QUIET + y) * SCALE + dy) * WIDTH + left + (QUIET + x) * SCALE;
        luma.fill(16, row, row + SCALE);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
