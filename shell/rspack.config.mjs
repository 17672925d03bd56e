import { createAppConfig } from '../rspack.factory.mjs';

export default createAppConfig({ dir: import.meta.dirname, name: 'shell', kind: 'host', devPort: 3000 });
