import { youtubeEmbedUrl } from '@nanum/shared/youtube';
import styles from './board.module.css';

/** YouTube's privacy-enhanced player; mounted only once the visitor opens the video. */
export default function VideoPlayer({ videoId, title }: { videoId: string; title: string }) {
  return (
    <div className={styles.player}>
      <iframe
        src={youtubeEmbedUrl(videoId)}
        title={`${title} 영상`}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
