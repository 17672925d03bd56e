import { Suspense, use, useMemo, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { AppRoute } from '@community/shared';
import { loadRemotePage, type LoadedPage } from '../load-remote-page';
import { PageSkeleton } from './page-skeleton';
import { RemoteErrorBoundary } from './remote-error-boundary';

function LoadedRemotePage({ page }: { readonly page: Promise<LoadedPage> }) {
  const { Page, data } = use(page);
  return <Page data={data} />;
}

/**
 * One route's page from a remote: load the exposed module, run its loader, render it from that data.
 * A skeleton shows meanwhile; a failure stays inside this area as an error card with retry (rule 5).
 */
export function RemotePage({ route }: { readonly route: AppRoute }) {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const viewKey = `${route.name}:${pathname}${search}#${attempt}`;

  // The promise lives in this committed parent: the suspended child would lose it on every retry.
  // It is recreated exactly when the URL or the attempt changes.
  const page = useMemo(
    () => loadRemotePage(route, { params, searchParams }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- params and searchParams derive from viewKey
    [route, viewKey],
  );

  return (
    // Keyed by the view so a new URL gets a fresh boundary (skeleton, no stale error) rather than a transition.
    <RemoteErrorBoundary key={viewKey} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSkeleton />}>
        <LoadedRemotePage page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
