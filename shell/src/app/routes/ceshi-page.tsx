import { useSyncExternalStore } from 'react';
import { REMOTES, VERSION, type RemoteName } from '@community/shared';
import { useLiveRemotes } from '../../features/remotes/live-remotes-context';
import * as styles from './shell-page.module.scss';

const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

// The user agent never changes during a page view, so there is nothing to subscribe to.
const subscribeNever = () => () => {};
const readUserAgent = () => window.navigator.userAgent;
// Empty on the server and during hydration, so server and client render the same markup.
const noUserAgent = () => '';

/** /ceshi: diagnostics for support and testers. Env, API roots and user state join once the store exists. */
export function CeshiPage() {
  const { remotes, error } = useLiveRemotes();
  const userAgent = useSyncExternalStore(subscribeNever, readUserAgent, noUserAgent);

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>诊断信息</h1>

      <h2 className={styles.subtitle}>远程模块（本次页面加载的版本）</h2>
      {error ? <p className={styles.warning}>读取 remotes.json 失败：{error}</p> : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">模块</th>
              <th scope="col">包</th>
              <th scope="col">版本</th>
              <th scope="col">清单地址</th>
            </tr>
          </thead>
          <tbody>
            {REMOTE_NAMES.map((name) => {
              const live = remotes[name];
              return (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{REMOTES[name]}</td>
                  <td>{live?.version ?? '未上线'}</td>
                  <td className={styles.mono}>{live?.entry ?? '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <h2 className={styles.subtitle}>运行环境</h2>
      <dl className={styles.facts}>
        <dt>@community/shared</dt>
        <dd>{VERSION}</dd>
        <dt>User agent</dt>
        <dd className={styles.mono}>{userAgent || '—'}</dd>
      </dl>
    </section>
  );
}
