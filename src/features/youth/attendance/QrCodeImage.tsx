import { useEffect, useState } from 'react';
import styles from './attendance.module.css';

export interface QrCodeImageProps {
  /** The text the code carries. */
  text: string;
  /** What the image shows, for screen readers. */
  label: string;
  /** Side in CSS pixels. */
  size: number;
}

/**
 * A QR code drawn in the browser with `qrcode` (loaded with the first code, so only pages that show
 * one carry it). The text stays on the figure (data-token) for tests and assistive tools.
 */
export default function QrCodeImage({ text, label, size }: QrCodeImageProps) {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);

  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: size * 2, color: { dark: '#1c1917', light: '#ffffff' } }))
      .then((src) => {
        if (live) setDrawn({ text, src });
      });
    return () => {
      live = false;
    };
  }, [text, size]);

  return (
    <figure className={styles.qr} style={{ width: size, height: size }} data-token={drawn?.text ?? ''}>
      {drawn ? (
        <img src={drawn.src} alt={label} width={size} height={size} />
      ) : (
        <span role="status">QR 코드를 만드는 중입니다…</span>
      )}
    </figure>
  );
}
