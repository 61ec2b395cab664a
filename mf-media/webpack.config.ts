import { createAppConfigs } from '@wado/shared/build';

export default createAppConfigs({
  appDir: __dirname,
  kind: 'remote',
  // `./widgets`: the latest news and next events shown on the shell's home page; `./admin`: the
  // back office's editing screens of the section; `./espace`: the registrations part of « Mon espace ».
  exposes: {
    './routes': './src/routes.tsx',
    './widgets': './src/widgets/index.ts',
    './admin': './src/admin/index.ts',
    './espace': './src/espace/index.tsx',
  },
});
