import 'swiper/css';
import Image from 'next/image';
import { useEffect, useState } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { isHttpUrl } from '@nanum/shared/links';
import { PARTNER_CAROUSEL_BREAKPOINTS } from '@nanum/shared/limits';
import type { PartnerView } from '@nanum/shared/siteViews';
import { isUploadedImage } from '@/features/layout/avatar';
import { fetchPartners } from './partnerApi';

/** Swiper's breakpoints from the shared limits: slides per view from each minimum width. */
const BREAKPOINTS = Object.fromEntries(Object.entries(PARTNER_CAROUSEL_BREAKPOINTS).map(([width, slides]) => [width, { slidesPerView: slides }]));
const AUTOPLAY_DELAY_MS = 3000;

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

function Logo({ partner }: { partner: PartnerView }) {
  // A logo uploaded in the admin area is served as stored (the optimiser cannot reach the API's routes).
  const image = <Image src={partner.image} alt={partner.name} width={160} height={64} className="partner-logo" unoptimized={isUploadedImage(partner.image)} />;
  if (!partner.link) return image;
  // A path on this site opens in place; another site's address in a new window.
  return isHttpUrl(partner.link) ? (
    <a href={partner.link} target="_blank" rel="noopener noreferrer" className="partner-link" title={`${partner.name} (새 창)`}>
      {image}
    </a>
  ) : (
    <a href={partner.link} className="partner-link" title={partner.name}>
      {image}
    </a>
  );
}

/**
 * The footer's partner logos (GET /api/partner/get/all, the admin-managed corporations by sort):
 * 3, 5, 7 or 8 at a time from 0, 512, 1200 and 1400px, moving on by themselves with a pause button
 * (never for visitors who ask for reduced motion). Loaded only where used (dynamic import).
 */
export default function PartnerCarousel() {
  const [partners, setPartners] = useState<PartnerView[] | null>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !reducedMotion());

  useEffect(() => {
    let alive = true;
    fetchPartners()
      .then((list) => alive && setPartners(list))
      .catch(() => alive && setPartners([]));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  // While the list is on its way the band keeps its height (the footer's placeholder had it), so
  // nothing below moves; with no partners at all it closes.
  if (!partners) return <div className="partner-carousel" />;
  if (partners.length === 0) return null;

  return (
    <div className="partner-carousel d-flex align-items-center gap-3">
      <Swiper
        className="flex-grow-1"
        modules={[A11y, Autoplay]}
        slidesPerView={PARTNER_CAROUSEL_BREAKPOINTS[0]}
        breakpoints={BREAKPOINTS}
        spaceBetween={16}
        rewind
        autoplay={{ delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        a11y={{ containerMessage: '함께하는 파트너', slideLabelMessage: '{{index}} / {{slidesLength}}' }}
        onSwiper={setSwiper}
      >
        {partners.map((partner) => (
          <SwiperSlide key={partner.id} className="partner-slide">
            <Logo partner={partner} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className="btn btn-sm btn-outline-primary partner-toggle" onClick={() => setPlaying((value) => !value)} aria-pressed={!playing}>
        {playing ? '일시정지' : '자동 넘김'}
      </button>
    </div>
  );
}
