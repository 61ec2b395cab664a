import { createAppConfigs } from '@wado/shared/build';

export default createAppConfigs({
  appDir: __dirname,
  kind: 'remote',
  // `./admin`: the back office's screens; `./espace`: the orders part of « Mon espace ».
  exposes: {
    './routes': './src/routes.tsx',
    './admin': './src/admin/index.tsx',
    './espace': './src/espace/index.tsx',
  },
});
