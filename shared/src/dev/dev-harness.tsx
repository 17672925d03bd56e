// Standalone page of one remote's dev server (`rspack serve` in mf-*), never part of a production build.
// It mounts the remote's own pages under the site's base path, so a team can work on its area without the
// shell. It runs each page's loader and then renders it, like the shell does, minus retries and skeletons.
import { StrictMode, Suspense, use, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { PageModule } from '../page/page-module';
import { BASE_PATH, ROUTES, type RemoteName } from '../routes/route-table';
import '../styles/tokens.css';
import * as styles from './dev-harness.module.scss';

export interface DevHarnessOptions {
  readonly remote: RemoteName;
  /** Loads the page module behind an exposed key such as `./PluginListPage`. */
  readonly loadPage: (moduleKey: string) => Promise<PageModule>;
}

interface LoadedPage {
  readonly Page: PageModule['default'];
  readonly data: unknown;
}

function DevPageContent({ page }: { readonly page: Promise<LoadedPage> }) {
  const { Page, data } = use(page);
  return <Page data={data} />;
}

function DevPage({ moduleKey, loadPage }: { readonly moduleKey: string; readonly loadPage: DevHarnessOptions['loadPage'] }) {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // Created in this (committed) parent so the suspended child sees the same promise on every retry.
  const page = useMemo(
    () =>
      loadPage(moduleKey).then(async (module) => ({
        Page: module.default,
        data: await module.loader({ params, searchParams }),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload exactly when the URL changes
    [moduleKey, location.pathname, location.search],
  );
  return (
    <Suspense fallback={<p className={styles.loading}>加载中…</p>}>
      <DevPageContent page={page} />
    </Suspense>
  );
}

/** A link target for a route pattern: every param filled with a sample id. */
function samplePath(pattern: string): string {
  return pattern.replace(/:[^/]+/g, '1');
}

/** Mount the dev page of `remote` into `#root`. */
export function mountDevHarness({ remote, loadPage }: DevHarnessOptions): void {
  const routes = ROUTES.filter((route) => route.remote === remote);
  const container = document.getElementById('root');
  if (!container) throw new Error('dev harness: #root is missing');
  // The shell's reset is not loaded here; only the page margin matters for a faithful preview.
  document.body.style.margin = '0';
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter basename={BASE_PATH}>
        <nav className={styles.bar} aria-label="开发导航">
          <strong>{remote} · 开发模式</strong>
          {routes.map((route) => (
            <Link key={route.name} to={samplePath(route.path)}>
              {route.name}
            </Link>
          ))}
        </nav>
        <main className={styles.main}>
          <Routes>
            {routes.map((route) => (
              <Route key={route.name} path={route.path} element={<DevPage moduleKey={route.module} loadPage={loadPage} />} />
            ))}
            <Route path="*" element={<p className={styles.loading}>这个路径不属于 {remote}，请从上方选择页面。</p>} />
          </Routes>
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
