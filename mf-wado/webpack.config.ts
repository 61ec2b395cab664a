import { createAppConfigs } from '@wado/shared/build';

export default createAppConfigs({
  appDir: __dirname,
  kind: 'remote',
  federationName: 'mf_wado',
  devPort: 3002,
  exposes: { './routes': './src/routes.tsx', './admin': './src/admin/index.tsx' },
});
