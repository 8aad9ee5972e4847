import { useEffect, useRef, useState } from 'react';
import { ATTENDANCE_MESSAGES as A } from '@nanum/shared/attendanceMessages';
import styles from './attendance.module.css';

/** The native detector (Chrome on Android and macOS, Safari 17+), where the browser has one. */
interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** Reads QR text from the video's current frame. */
type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/** Longest side of a frame handed to jsQR: enough for a code held up to the camera, light on a phone. */
const FRAME_MAX = 720;
/** Pause between two reads. */
const READ_INTERVAL_MS = 150;

/** BarcodeDetector where it reads QR codes, else jsQR (loaded only now, on the page that scans). */
async function frameReader(): Promise<FrameReader> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    const scale = Math.min(1, FRAME_MAX / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  };
}

export interface QrScannerProps {
  /** Called once with the first code read; the scanner stops (the parent closes or remounts it). */
  onCode(text: string): void;
  /** The camera could not be used: refused, missing or unsupported (with the Korean reason). */
  onUnavailable(message: string): void;
  /** What the video shows, for screen readers. */
  label: string;
}

/**
 * The phone's rear camera (getUserMedia, facingMode environment) reading QR codes until one is
 * found. The stream stops when the component goes.
 */
export default function QrScanner({ onCode, onUnavailable, label }: QrScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning'>('starting');
  const handlers = useRef({ onCode, onUnavailable });
  useEffect(() => {
    handlers.current = { onCode, onUnavailable };
  });

  useEffect(() => {
    let live = true;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return handlers.current.onUnavailable(A.cameraUnsupported);
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        const name = error instanceof DOMException ? error.name : '';
        return live && handlers.current.onUnavailable(name === 'NotAllowedError' || name === 'SecurityError' ? A.cameraRefused : A.cameraUnsupported);
      }
      const element = video.current;
      if (!live || !element) return stream.getTracks().forEach((track) => track.stop());
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const read = await frameReader();
      if (!live) return;
      setState('scanning');
      const tick = async () => {
        const text = await read(element).catch(() => null);
        if (!live) return;
        if (text) handlers.current.onCode(text);
        else timer = setTimeout(() => void tick(), READ_INTERVAL_MS);
      };
      void tick();
    };
    void start();
    return () => {
      live = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className={styles.scanner}>
      <video ref={video} className={styles.video} muted playsInline aria-label={label} />
      <span className={styles.frame} aria-hidden="true" />
      <p className={styles.scannerStatus} role="status">
        {state === 'starting' ? '카메라를 켜는 중입니다…' : 'QR 코드를 네모 안에 비춰주세요.'}
      </p>
    </div>
  );
}
