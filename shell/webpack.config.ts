import path from 'node:path';
import { createAppConfigs, isSingleBundle, singleBundle } from '@wado/shared/build';
import { REMOTE_NAMES } from '@wado/shared/contract';

export default createAppConfigs({
  appDir: __dirname,
  kind: 'host',
  pageStartScript: path.join(__dirname, 'src', 'start', 'startAfterPageLoad.ts'),
  // WADO_SINGLE_BUNDLE=1: the benchmark's baseline, every remote compiled into the shell.
  ...(isSingleBundle()
    ? {
        singleBundle: singleBundle(
          __dirname,
          REMOTE_NAMES.map((name) => path.join(__dirname, '..', name)),
        ),
      }
    : {}),
});
