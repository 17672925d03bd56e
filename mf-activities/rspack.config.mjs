import { createAppConfig } from '../rspack.factory.mjs';

// Exposed keys must equal the `module` keys of this remote's rows in shared/src/routes/route-table.ts.
export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_activities',
  kind: 'remote',
  devPort: 3003,
  exposes: {
    './ActivityListPage': './src/pages/activity-list-page.tsx',
    './ActivityDetailPage': './src/pages/activity-detail-page.tsx',
    './ActivityResourcePage': './src/pages/activity-resource-page.tsx',
    './ActivityNotFoundPage': './src/pages/activity-not-found-page.tsx',
    './ActivityResNotFoundPage': './src/pages/activity-res-not-found-page.tsx',
  },
});
