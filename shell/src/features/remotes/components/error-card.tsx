import * as styles from './error-card.module.scss';

interface ErrorCardProps {
  /** Technical reason, shown small for support; the headline stays friendly. */
  readonly detail?: string;
  readonly onRetry: () => void;
}

export function ErrorCard({ detail, onRetry }: ErrorCardProps) {
  return (
    <section className={styles.card} role="alert">
      <h2 className={styles.title}>加载失败</h2>
      <p className={styles.text}>这部分内容暂时无法显示，请稍后重试。</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <button type="button" className={styles.retry} onClick={onRetry}>
        重试
      </button>
    </section>
  );
}
