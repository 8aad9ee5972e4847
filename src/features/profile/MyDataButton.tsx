import { useState } from 'react';
import { useBusy } from '@/lib/useBusy';
import { fetchMyData } from './ownAccountApi';
import styles from './ProfileModal.module.css';

/**
 * 내 정보 내려받기: fetches the ZIP and saves it under the server's file name; a refusal (the hourly
 * limit) is shown in Korean. While it comes the button stays focusable (aria-disabled, useBusy) and
 * another press asks for nothing.
 */
export default function MyDataButton() {
  const request = useBusy();
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setError(null);
    const outcome = await fetchMyData();
    if (!outcome.ok) return setError(outcome.message);
    const url = URL.createObjectURL(outcome.zip);
    const link = document.createElement('a');
    link.href = url;
    link.download = outcome.fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked once the browser has taken the file.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <>
      <button type="button" className="btn btn-outline-primary btn-sm" {...request.props} onClick={() => void request.run(download)}>
        {request.busy ? '내려받는 중…' : '내 정보 내려받기'}
      </button>
      <p role="status" className={error ? styles.noticeError : styles.noticeEmpty}>
        {error}
      </p>
    </>
  );
}
