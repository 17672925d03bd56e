import { useId, type ReactNode } from 'react';
import * as styles from './page-placeholder.module.scss';

export interface PagePlaceholderProps {
  /** Page heading, in Chinese (插件, 活动, 搜索 ...). */
  readonly title: string;
  readonly description?: string;
  /** One helpful action, e.g. a link back to the list. */
  readonly action?: ReactNode;
  /** `notFound` tones the illustration down for the not-found pages. */
  readonly tone?: 'default' | 'notFound';
}

/** A clean placeholder section for an area page that is not built yet (or a kind's not-found page). */
export function PagePlaceholder({ title, description, action, tone = 'default' }: PagePlaceholderProps) {
  const headingId = useId();
  return (
    <section className={styles.placeholder} aria-labelledby={headingId} data-tone={tone}>
      <svg className={styles.illustration} viewBox="0 0 120 90" aria-hidden="true" focusable="false">
        <rect x="8" y="14" width="104" height="68" rx="10" className={styles.frame} />
        <rect x="20" y="28" width="36" height="28" rx="5" className={styles.block} />
        <rect x="64" y="30" width="36" height="6" rx="3" className={styles.line} />
        <rect x="64" y="42" width="26" height="6" rx="3" className={styles.line} />
        <rect x="20" y="64" width="80" height="6" rx="3" className={styles.line} />
      </svg>
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
