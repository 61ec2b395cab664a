import { createAppConfig } from '@wado/shared/build';

export default createAppConfig({
  appDir: __dirname,
  kind: 'host',
  federationName: 'shell',
  devPort: 3000,
});
