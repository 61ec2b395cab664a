import { createAppConfig } from '@wado/shared/build';

export default createAppConfig({
  appDir: __dirname,
  kind: 'remote',
  federationName: 'mf_association',
  devPort: 3001,
  exposes: { './routes': './src/routes.tsx' },
});
