import { SITE_CONFIG } from '../../../config/site-config';
import * as styles from './site-footer.module.scss';

/** The site footer landmark, outside <main>; the layout decides where it shows (route table `footer`). */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.brand}>{SITE_CONFIG.name}</p>
        <ul className={styles.facts}>
          <li>
            备案号：
            <a href={SITE_CONFIG.filingUrl} target="_blank" rel="noopener noreferrer">
              {SITE_CONFIG.filingNumber}
            </a>
          </li>
          <li>
            联系电话：<a href={`tel:${SITE_CONFIG.phone.replace(/-/g, '')}`}>{SITE_CONFIG.phone}</a>
          </li>
          <li>地址：{SITE_CONFIG.address}</li>
        </ul>
      </div>
    </footer>
  );
}
