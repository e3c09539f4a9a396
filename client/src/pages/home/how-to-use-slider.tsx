import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HOW_TO_USE_STEPS } from '../../lib/content/site-sections';
import styles from './home-page.module.css';

/** The slider advances every 3000 ms and loops. */
export const SLIDE_INTERVAL_MS = 3000;

/**
 * The "How to Use" carousel: auto-advances and loops, with previous/next, step dots and a pause button
 * (WCAG 2.2.2). Hovering or focusing inside it pauses it too, so nobody loses their place mid-read.
 */
export function HowToUseSlider() {
  const intl = useIntl();
  const steps = HOW_TO_USE_STEPS;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !paused && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % steps.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, steps.length]);

  const go = (delta: number) => setIndex((current) => (current + delta + steps.length) % steps.length);

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-labelledby="how-to-use-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <h2 id="how-to-use-title">
        <FormattedMessage id="home.howToUse.title" defaultMessage="How to Use" />
      </h2>
      <div className={styles.slideViewport} aria-live={running ? 'off' : 'polite'}>
        {steps.map((step, stepIndex) => (
          <div
            key={step.title.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage(
              { id: 'home.howToUse.slideLabel', defaultMessage: 'Step {step} of {count}' },
              { step: String(stepIndex + 1), count: String(steps.length) },
            )}
            hidden={stepIndex !== index}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {stepIndex + 1}
            </span>
            <h3>
              <FormattedMessage {...step.title} />
            </h3>
            <p>
              <FormattedMessage {...step.text} />
            </p>
          </div>
        ))}
      </div>
      <div className={styles.sliderControls}>
        <button
          type="button"
          className={styles.sliderButton}
          onClick={() => go(-1)}
          aria-label={intl.formatMessage({ id: 'home.howToUse.previous', defaultMessage: 'Previous step' })}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.dots}>
          {steps.map((step, stepIndex) => (
            <button
              key={step.title.id}
              type="button"
              className={styles.dot}
              aria-label={intl.formatMessage(
                { id: 'home.howToUse.dotLabel', defaultMessage: 'Show step {step}: {title}' },
                { step: String(stepIndex + 1), title: intl.formatMessage(step.title) },
              )}
              aria-current={stepIndex === index ? 'step' : undefined}
              onClick={() => setIndex(stepIndex)}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.sliderButton}
          onClick={() => go(1)}
          aria-label={intl.formatMessage({ id: 'home.howToUse.next', defaultMessage: 'Next step' })}
        >
          <span aria-hidden="true">›</span>
        </button>
        <button type="button" className={styles.pauseButton} onClick={() => setPaused((value) => !value)}>
          {paused ? (
            <FormattedMessage id="home.howToUse.play" defaultMessage="Play" />
          ) : (
            <FormattedMessage id="home.howToUse.pause" defaultMessage="Pause" />
          )}
        </button>
      </div>
    </section>
  );
}
