import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { HeroSlide } from './home-queries';
import { shouldRotate, wrapIndex } from './carousel-state';
import styles from './HeroCarousel.module.css';
import { useReducedMotion } from './use-reduced-motion';

const ROTATE_MS = 6000;

/** A hand-written WAI-ARIA carousel: a library would cost more than the whole home page. */
export function HeroCarousel({ slides, id = 'hero-slides' }: { slides: HeroSlide[]; /** The slides' id (a page with two hero sections keeps them apart). */ id?: string }) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotating = shouldRotate({ slideCount: slides.length, paused, engaged: hovered || focused, reducedMotion });

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setCurrent((index) => wrapIndex(index, 1, slides.length)), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, slides.length]);

  const go = (step: number) => setCurrent((index) => wrapIndex(index, step, slides.length));

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="추천 기획"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button type="button" onClick={() => setPaused((value) => !value)}>
            {paused || reducedMotion ? '자동 넘김 시작' : '자동 넘김 정지'}
          </button>
          <button type="button" onClick={() => go(-1)} aria-controls={id}>
            <span className={styles.arrow} aria-hidden="true">
              ‹
            </span>
            <span className={styles.label}>이전 슬라이드</span>
          </button>
          <span className={styles.counter} aria-hidden="true">
            {current + 1} / {slides.length}
          </span>
          <button type="button" onClick={() => go(1)} aria-controls={id}>
            <span className={styles.label}>다음 슬라이드</span>
            <span className={styles.arrow} aria-hidden="true">
              ›
            </span>
          </button>
        </div>
      ) : null}
      {/* Announce slide changes only when the visitor causes them, never on auto-rotation. */}
      <div id={id} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.slideNo}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${slides.length}`}
            className={styles.slide}
            hidden={index !== current}
          >
            <img
              src={slide.image.src}
              srcSet={slide.image.srcSet}
              sizes="100vw"
              width={slide.image.width}
              height={slide.image.height}
              alt=""
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
              className={styles.image}
            />
            <div className={styles.caption}>
              <h2 className={styles.title}>{slide.title}</h2>
              <p className={styles.subtitle}>{slide.subtitle}</p>
              <Link to={slide.ctaLink} className={styles.cta}>
                {slide.ctaLabel}
              </Link>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
