import { createAppConfig } from '../rspack.factory.mjs';

// Exposed keys must equal the `module` keys of this remote's rows in shared/src/routes/route-table.ts.
export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_profile',
  kind: 'remote',
  devPort: 3004,
  exposes: {
    './ProfilePage': './src/pages/profile-page.tsx',
    './MediaProfilePage': './src/pages/media-profile-page.tsx',
    './SearchPage': './src/pages/search-page.tsx',
  },
});
