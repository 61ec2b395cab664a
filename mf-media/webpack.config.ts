import { createAppConfig } from '@wado/shared/build';

export default createAppConfig({
  appDir: __dirname,
  kind: 'remote',
  federationName: 'mf_media',
  devPort: 3004,
  exposes: { './routes': './src/routes.tsx' },
});
