import { describeTextPagesAdminModule } from '@wado/shared/testing/admin';
import * as admin from './index';

describeTextPagesAdminModule(admin, 'mf-association', 'association');
