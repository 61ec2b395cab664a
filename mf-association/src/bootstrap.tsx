import { startStandalone } from '@wado/shared';
import * as section from './routes';

void startStandalone(section);
