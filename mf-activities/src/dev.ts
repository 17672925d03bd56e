// Dev-only second entry of `rspack serve` (added by rspack.factory.mjs, never in a production build):
// renders this remote's pages standalone at http://localhost:3003/community/... Everything loads through
// import(), so federation negotiates the shared singletons (react, router, @community/shared) first.
import type { PageModule } from '@community/shared';

const pageFiles = import.meta.webpackContext('./', { recursive: true, regExp: /^\.\/pages\/[^/]+-page\.tsx$/, mode: 'lazy' });

async function loadPage(moduleKey: string): Promise<PageModule> {
  const file = __MF_EXPOSES__[moduleKey];
  if (!file) throw new Error(`${moduleKey} is not exposed by mf_activities`);
  return (await pageFiles(file)) as PageModule;
}

void import('@community/shared/dev-harness').then(({ mountDevHarness }) => mountDevHarness({ remote: 'mf_activities', loadPage }));
