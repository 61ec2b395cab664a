import type { HomeWidgetsModule } from '@wado/shared';
import { LatestNews, NextEvents } from './Widgets';

// The `./widgets` module exposed to the shell's home page (see `HomeWidgetsModule`).
export { LatestNews, NextEvents };
export const widgets: HomeWidgetsModule = { LatestNews, NextEvents };
