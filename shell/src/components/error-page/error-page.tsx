import { Link } from 'react-router-dom';
import { routeByName } from '@community/shared';
import * as styles from './error-page.module.scss';

interface ErrorPageProps {
  /** HTTP-like status to show; the real status of a page load comes from the server. */
  readonly status?: number;
  readonly message?: string;
}

/** The site's error page (spec §2, §8): message and status, default 500; a 404 links back home. */
export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const notFound = status === 404;
  const text = message ?? (notFound ? 'This page could not be found' : 'Internal Server Error');
  return (
    <section className={styles.errorPage} aria-labelledby="error-page-title">
      <h1 id="error-page-title" className={styles.heading}>
        <span className={styles.status}>{status}</span>
        <span className={styles.divider} aria-hidden="true" />
        <span className={styles.message}>{text}</span>
      </h1>
      {notFound ? (
        <Link to={routeByName('index').path} className={styles.home}>
          返回首页
        </Link>
      ) : null}
    </section>
  );
}
