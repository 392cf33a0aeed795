import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** SPEC §9 swiper: a slide every 3 s, a swipe of 50 px turns it, the move takes 300 ms. */
const SWIPER = {
  intervalMs: 3000,
  threshold: 50,
  durationMs: 300,
} as const;

export interface SwiperTexts {
  pause: string;
  play: string;
  slide: (index: number, count: number) => string;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * SPEC §9 swiper: turns every 3 s, a 50 px swipe turns it by hand, each move takes 300 ms.
 * It stops while touched or focused, can be paused (WCAG 2.2.2), and does not move at all for
 * customers who asked their phone for reduced motion. Only the shown slide reaches a screen reader.
 */
export function Swiper({ label, slides, texts }: { label: string; slides: ReactNode[]; texts: SwiperTexts }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const touchX = useRef<number | null>(null);
  const trackId = useId();
  const count = slides.length;
  const turn = (step: number) => setIndex((current) => (current + step + count) % count);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), SWIPER.intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, held, count]);

  const endTouch = (x: number) => {
    const dx = touchX.current === null ? 0 : x - touchX.current;
    touchX.current = null;
    setHeld(false);
    if (Math.abs(dx) >= SWIPER.threshold) turn(dx < 0 ? 1 : -1);
  };

  return (
    <section className="swiper" aria-roledescription="carousel" aria-label={label}
      onFocus={() => setHeld(true)} onBlur={() => setHeld(false)}
      onTouchStart={(e) => { touchX.current = e.touches[0].clientX; setHeld(true); }}
      onTouchEnd={(e) => endTouch(e.changedTouches[0].clientX)}>
      <div className="swiper__viewport">
        <div id={trackId} className="swiper__track" aria-live={playing ? 'off' : 'polite'}
          style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${SWIPER.durationMs}ms` }}>
          {slides.map((slide, i) => (
            <div key={i} className="swiper__slide" role="group" aria-roledescription="slide" aria-label={texts.slide(i + 1, count)} aria-hidden={i !== index} data-testid="swiper-slide">
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="swiper__controls">
          <button type="button" className="swiper__toggle" aria-controls={trackId} onClick={() => setPlaying(!playing)}>
            {playing ? texts.pause : texts.play}
          </button>
          {slides.map((_, i) => (
            <button key={i} type="button" className="swiper__dot" aria-label={texts.slide(i + 1, count)} aria-current={i === index} onClick={() => setIndex(i)} />
          ))}
        </div>
      )}
    </section>
  );
}
