import { createAppConfigs } from '@wado/shared/build';

export default createAppConfigs({
  appDir: __dirname,
  kind: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
    './admin': './src/admin/index.tsx',
    './espace': './src/espace/index.tsx',
  },
});
