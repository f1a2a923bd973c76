import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { HeroSlide } from './home-queries';
import { shouldRotate, wrapIndex } from './carousel-state';
import styles from './HeroCarousel.module.css';
import { useReducedMotion } from './use-reduced-motion';

const ROTATE_MS = 6000;

interface CarouselControlsProps {
  /** The slides' id, which the arrows control. */
  id: string;
  current: number;
  count: number;
  /** Not rotating by itself: paused by the visitor, or reduced motion. */
  stopped: boolean;
  onTogglePause: () => void;
  onStep: (step: number) => void;
}

/** 자동 넘김 정지/시작, the arrows and the counter. */
function CarouselControls({ id, current, count, stopped, onTogglePause, onStep }: CarouselControlsProps) {
  return (
    <div className={styles.controls}>
      <button type="button" onClick={onTogglePause}>
        {stopped ? '자동 넘김 시작' : '자동 넘김 정지'}
      </button>
      <button type="button" onClick={() => onStep(-1)} aria-controls={id}>
        <span className={styles.arrow} aria-hidden="true">
          ‹
        </span>
        <span className={styles.label}>이전 슬라이드</span>
      </button>
      <span className={styles.counter} aria-hidden="true">
        {current + 1} / {count}
      </span>
      <button type="button" onClick={() => onStep(1)} aria-controls={id}>
        <span className={styles.label}>다음 슬라이드</span>
        <span className={styles.arrow} aria-hidden="true">
          ›
        </span>
      </button>
    </div>
  );
}

/** One slide: its picture (the first one loads at once), title and link. */
function HeroSlideView({ slide, index, count, hidden }: { slide: HeroSlide; index: number; count: number; hidden: boolean }) {
  return (
    <div role="group" aria-roledescription="slide" aria-label={`${index + 1} / ${count}`} className={styles.slide} hidden={hidden}>
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
  );
}

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
        <CarouselControls
          id={id}
          current={current}
          count={slides.length}
          stopped={paused || reducedMotion}
          onTogglePause={() => setPaused((value) => !value)}
          onStep={go}
        />
      ) : null}
      {/* Announce slide changes only when the visitor causes them, never on auto-rotation. */}
      <div id={id} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <HeroSlideView key={slide.slideNo} slide={slide} index={index} count={slides.length} hidden={index !== current} />
        ))}
      </div>
    </section>
  );
}
