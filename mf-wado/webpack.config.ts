import { createAppConfig } from '@wado/shared/build';

export default createAppConfig({
  appDir: __dirname,
  kind: 'remote',
  federationName: 'mf_wado',
  devPort: 3002,
  exposes: { './routes': './src/routes.tsx' },
});
