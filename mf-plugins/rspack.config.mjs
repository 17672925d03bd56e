import { createAppConfig } from '../rspack.factory.mjs';

// Exposed keys must equal the `module` keys of this remote's rows in shared/src/routes/route-table.ts.
export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_plugins',
  kind: 'remote',
  devPort: 3002,
  exposes: {
    './PluginListPage': './src/pages/plugin-list-page.tsx',
    './PluginDetailPage': './src/pages/plugin-detail-page.tsx',
    './PluginActivityListPage': './src/pages/plugin-activity-list-page.tsx',
    './PluginActivityDetailPage': './src/pages/plugin-activity-detail-page.tsx',
    './PluginNotFoundPage': './src/pages/plugin-not-found-page.tsx',
  },
});
