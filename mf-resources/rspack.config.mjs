import { createAppConfig } from '../rspack.factory.mjs';

// Exposed keys must equal the `module` keys of this remote's rows in shared/src/routes/route-table.ts.
export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_resources',
  kind: 'remote',
  devPort: 3001,
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './ResourceDetailPage': './src/pages/resource-detail-page.tsx',
    './MediaResourcePage': './src/pages/media-resource-page.tsx',
    './TagPage': './src/pages/tag-page.tsx',
    './ResourceNotFoundPage': './src/pages/resource-not-found-page.tsx',
  },
});
