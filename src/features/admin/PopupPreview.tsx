import Image from 'next/image';
import { isUploadedImage } from '@/features/layout/avatar';
import styles from './admin.module.css';

/** The pop-up as visitors see it (title, image, description, link button, hide-for-a-week and close). */
export default function PopupPreview({ title, description, link, image }: { title: string; description: string; link: string; image: string | null }) {
  return (
    <div className={styles.preview} aria-label="팝업 미리보기" role="figure">
      <div className={styles.previewHeader}>{title || '제목 없음'}</div>
      <div className={styles.previewBody}>
        {image && <Image src={image} alt="" width={400} height={225} className={styles.previewImage} unoptimized={isUploadedImage(image) || image.startsWith('blob:')} />}
        <p className="mb-0">{description}</p>
        {link && <span className="btn btn-primary btn-sm mt-3">자세히 보기</span>}
      </div>
      <div className={styles.previewFooter}>
        <span className="btn btn-outline-secondary btn-sm">일주일 동안 보지 않기</span>
        <span className="btn btn-secondary btn-sm">닫기</span>
      </div>
    </div>
  );
}
