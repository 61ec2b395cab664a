import { Route, Routes } from 'react-router';
import { ACCESS, ADMIN_SECTIONS } from '@wado/shared';
import { BIN_ROLES, PEOPLE_ROLES } from './layout/adminMenu';
import { AdminLayout } from './layout/AdminLayout';
import { SessionProvider } from './session/SessionContext';
import { AdminNotFound, RequireRoles, RequireSignIn } from './session/guards';
import { SignInPage } from './sign-in/SignInPage';
import { InvitationPage } from './invitation/InvitationPage';
import { ForgottenPasswordPage } from './password-reset/ForgottenPasswordPage';
import { PasswordResetPage } from './password-reset/PasswordResetPage';
import { AdminHome } from './home/AdminHome';
import { PasswordPage } from './password/PasswordPage';
import { PeoplePage } from './people/PeoplePage';
import { SettingsPage } from './settings/SettingsPage';
import { AuditPage } from './audit/AuditPage';
import { SitePagesAdmin } from './site-pages/SitePagesAdmin';
import { AdminSectionPage } from './sections/AdminSectionPage';
import { NewsletterAdmin } from './newsletter/NewsletterAdmin';
import { MoneyPage } from './money/MoneyPage';
import { BinPage } from './bin/BinPage';
import { GuidePage } from './guide/GuidePage';

/**
 * The back office (`/admin/*`), rendered in the browser only and loaded apart from the public
 * site (routes.tsx): sign-in and invitations for everyone, the rest behind a session, each place
 * for the roles it is meant for.
 */
export default function AdminApp() {
  return (
    <SessionProvider>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="connexion" element={<SignInPage />} />
          <Route path="invitation/:token" element={<InvitationPage />} />
          <Route path="mot-de-passe-oublie" element={<ForgottenPasswordPage />} />
          <Route path="nouveau-mot-de-passe/:token" element={<PasswordResetPage />} />
          <Route element={<RequireSignIn />}>
            <Route index element={<AdminHome />} />
            <Route path="mot-de-passe" element={<PasswordPage />} />
            <Route path="guide" element={<GuidePage />} />
            {/* The admin for everyone; the association for club managers only (PeoplePage). */}
            <Route element={<RequireRoles roles={PEOPLE_ROLES} />}>
              <Route path="personnes" element={<PeoplePage />} />
            </Route>
            <Route element={<RequireRoles roles={ACCESS.site} />}>
              <Route path="journal" element={<AuditPage />} />
              <Route path="pages-du-site/*" element={<SitePagesAdmin />} />
              <Route path="reglages" element={<SettingsPage />} />
            </Route>
            <Route element={<RequireRoles roles={ACCESS.newsletter} />}>
              <Route path="newsletter/*" element={<NewsletterAdmin />} />
            </Route>
            <Route element={<RequireRoles roles={ACCESS.treasury} />}>
              <Route path="paiements" element={<MoneyPage />} />
            </Route>
            <Route element={<RequireRoles roles={BIN_ROLES} />}>
              <Route path="corbeille" element={<BinPage />} />
            </Route>
            {ADMIN_SECTIONS.map((section) => (
              <Route
                key={section.remote}
                path={`${section.remote}/*`}
                element={
                  <RequireRoles roles={section.roles}>
                    <AdminSectionPage key={section.remote} section={section} />
                  </RequireRoles>
                }
              />
            ))}
            <Route path="*" element={<AdminNotFound />} />
          </Route>
        </Route>
      </Routes>
    </SessionProvider>
  );
}
