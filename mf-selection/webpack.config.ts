import { createAppConfigs } from '@wado/shared/build';

export default createAppConfigs({
  appDir: __dirname,
  kind: 'remote',
  federationName: 'mf_selection',
  devPort: 3003,
  exposes: { './routes': './src/routes.tsx', './admin': './src/admin/index.tsx' },
});
