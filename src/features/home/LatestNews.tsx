import Link from 'next/link';
import { GALLERY_TILE_SIZE, postHref, type GalleryPost, type LatestPost } from './homeData';

function NoticeList({ notices }: { notices: LatestPost[] }) {
  return (
    <div className="latest-panel h-100">
      <div className="d-flex justify-content-between align-items-baseline mb-3">
        <h3 className="latest-title mb-0">최근 공지</h3>
        <Link prefetch={false} href="/community/notice" className="latest-more">
          공지사항 전체 보기
        </Link>
      </div>
      {notices.length === 0 ? (
        <p className="text-body-secondary mb-0">새 공지가 준비되는 대로 알려 드릴게요.</p>
      ) : (
        <ul className="list-unstyled mb-0 latest-list">
          {notices.map((post) => (
            <li key={post.id} className="latest-item">
              {post.kind && <span className="latest-kind">{post.kind.name}</span>}
              <Link prefetch={false} href={postHref(post)} className="latest-link">
                {post.title}
              </Link>
              <time dateTime={post.date ?? undefined} className="latest-date">
                {post.dateText}
              </time>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GalleryGrid({ gallery }: { gallery: GalleryPost[] }) {
  return (
    <div className="latest-panel h-100">
      <div className="d-flex justify-content-between align-items-baseline mb-3">
        <h3 className="latest-title mb-0">현장 갤러리</h3>
        <Link prefetch={false} href="/gallery" className="latest-more">
          갤러리 전체 보기
        </Link>
      </div>
      {gallery.length === 0 ? (
        <p className="text-body-secondary mb-0">곧 현장의 사진을 전해 드릴게요.</p>
      ) : (
        <ul className="row row-cols-2 g-3 list-unstyled mb-0">
          {gallery.map((post) => (
            <li key={post.id} className="col">
              <Link prefetch={false} href={postHref(post)} className="gallery-tile">
                <span className="gallery-tile-image" aria-hidden="true">
                  {post.tile ? (
                    <img src={post.tile.src} srcSet={post.tile.srcSet ?? undefined} alt="" width={GALLERY_TILE_SIZE.width} height={GALLERY_TILE_SIZE.height} loading="lazy" decoding="async" style={{ color: 'transparent' }} />
                  ) : (
                    <span className="gallery-tile-kind">{post.kind?.name ?? '나눔 현장'}</span>
                  )}
                </span>
                <span className="gallery-tile-title">{post.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The home page's latest notices and gallery posts (read from the boards, newest first). */
export default function LatestNews({ notices, gallery }: { notices: LatestPost[]; gallery: GalleryPost[] }) {
  return (
    <div className="row g-4 mb-4">
      <div className="col-lg-6">
        <NoticeList notices={notices} />
      </div>
      <div className="col-lg-6">
        <GalleryGrid gallery={gallery} />
      </div>
    </div>
  );
}
