import { SiteSettings, SiteSettingsInput, SiteSettingsRecord, SiteSettingsRefusal } from '@wado/shared/schemas';
import { normalizeSiteSettings, validateSiteSettings, ACCESS } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { recordAudit, requireRoles, signedIn } from '../auth';
import { errorBody } from '../errors';
import { readSettingsRecord, readSiteSettings, settingsInputOf, settingsRow } from './store';

export const SETTINGS_REFUSED = 'Les réglages n’ont pas été enregistrés : corrigez les champs signalés.';

/** `GET /api/site/settings`: read by every page (footer, shop, legal notice), server-rendered or not. */
export async function siteSettingsRoutes(app: Api, { db }: { db: Db }) {
  app.get('/api/site/settings', { schema: { response: { 200: SiteSettings } } }, async (_request, reply) => {
    // Revalidated at each use: an admin's change shows on the next page.
    void reply.header('Cache-Control', 'no-cache');
    return readSiteSettings(db);
  });
}

/** `GET` and `PUT /api/admin/settings`: the `admin` role's screen « Réglages du site ». */
export async function adminSettingsRoutes(app: Api, { db, publicUrl }: { db: Db; publicUrl: string }) {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onRequest', requireRoles(ACCESS.site, { publicUrl }));

  app.get('/api/admin/settings', { schema: { response: { 200: SiteSettingsRecord } } }, async () =>
    readSettingsRecord(db),
  );

  app.put(
    '/api/admin/settings',
    {
      bodyLimit: 16 * 1024,
      schema: { body: SiteSettingsInput, response: { 200: SiteSettingsRecord, 400: SiteSettingsRefusal } },
    },
    async (request, reply) => {
      const settings = normalizeSiteSettings(request.body);
      const fields = validateSiteSettings(settings);
      if (Object.keys(fields).length > 0) {
        return reply.status(400).send({ ...errorBody(400, SETTINGS_REFUSED), fields });
      }
      const actor = signedIn(request);
      const now = app.clock.now();
      await db.transaction().execute(async (trx) => {
        const before = settingsInputOf(await readSettingsRecord(trx));
        await trx
          .updateTable('site_settings')
          .set({ ...settingsRow(settings), updated_at: now.toISOString(), updated_by: actor.email })
          .where('id', '=', 1)
          .execute();
        await recordAudit(
          trx,
          actor,
          { action: 'update', kind: 'site_settings', recordId: 1, before, after: settings },
          now,
        );
      });
      return readSettingsRecord(db);
    },
  );
}
