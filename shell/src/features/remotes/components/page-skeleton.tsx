import * as styles from './page-skeleton.module.scss';

const CARD_COUNT = 10;

/** Neutral skeleton while a remote page and its data load: a heading bar and a card grid. */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="加载中">
      <div className={styles.heading} />
      <div className={styles.grid}>
        {Array.from({ length: CARD_COUNT }, (_, index) => (
          <div key={index} className={styles.card}>
            <div className={styles.cover} />
            <div className={styles.line} />
            <div className={styles.lineShort} />
          </div>
        ))}
      </div>
    </div>
  );
}
