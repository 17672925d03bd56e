import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../../features/layout/components/site-footer';
import { TopBar } from '../../features/layout/components/top-bar';
import { useCurrentRoute } from '../../hooks/use-current-route';
import { useScrollToTop } from '../../hooks/use-scroll-to-top';
import * as styles from './app-layout.module.scss';

/** Top bar, the page, and the footer where the route table asks for it (spec §2 layout). */
export function AppLayout() {
  const route = useCurrentRoute();
  useScrollToTop(route?.name ?? 'not-found');

  return (
    <div className={styles.app}>
      <TopBar />
      <main className={styles.main}>
        <Outlet />
      </main>
      {route?.footer ? <SiteFooter /> : null}
    </div>
  );
}
