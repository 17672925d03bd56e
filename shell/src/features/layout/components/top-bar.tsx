import { Link, NavLink } from 'react-router-dom';
import { routeByName } from '@community/shared';
import * as styles from './top-bar.module.scss';

// Paths come from the route table, never typed here (ARCHITECTURE rule 1).
const NAV_ITEMS = [
  { label: '首页', path: routeByName('index').path, end: true },
  { label: '插件', path: routeByName('plugin').path, end: false },
  { label: '活动', path: routeByName('activity').path, end: false },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink);

/** Sticky site header. Login and register open the login dialog once it exists; for now they do nothing. */
export function TopBar() {
  return (
    <header className={styles.topBar}>
      <div className={styles.inner}>
        <Link to={routeByName('index').path} className={styles.logo} aria-label="社区首页">
          <span className={styles.logoMark} aria-hidden="true">
            社
          </span>
          <span className={styles.logoText}>社区</span>
        </Link>
        <nav className={styles.nav} aria-label="主导航">
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.path} to={item.path} end={item.end} className={navClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.actions}>
          <button type="button" className={styles.login}>
            登录
          </button>
          <button type="button" className={styles.register}>
            免费注册
          </button>
        </div>
      </div>
    </header>
  );
}
