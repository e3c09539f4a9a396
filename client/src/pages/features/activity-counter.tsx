import { useCountUp } from '../../hooks/use-count-up';
import styles from './features-page.module.css';

/** One "Platform Activity" figure; the sr-only text gives the final value instead of a moving number. */
export function ActivityCounter({ label, target }: { label: string; target: number }) {
  const value = useCountUp(target);
  return (
    <div className={styles.counter}>
      <dt className={styles.counterLabel}>{label}</dt>
      <dd className={styles.counterValue}>
        <span aria-hidden="true" data-testid="counter-value">
          {value}
        </span>
        <span className="visually-hidden">{target}</span>
      </dd>
    </div>
  );
}
