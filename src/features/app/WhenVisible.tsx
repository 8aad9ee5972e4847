import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Mounts `children` once its place comes near the screen (200 px ahead), so the code and data of
 * something far down the page (the footer's partner carousel) cost nothing at start. Until then
 * an empty block of the same height holds the place, so nothing moves when it mounts.
 */
export default function WhenVisible({ className, children }: { className: string; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '200px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={place} className={className} />;
}
