import { BIN_KIND_LABELS, holdsRole, ROLES, type AuditKind, type BinKind } from '@wado/shared/contract';
import { BinEntryParams, BinList, Done } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { parseRoles, recordAudit, requireRoles, signedIn, type SignedInPerson } from '../auth';
import { HttpError } from '../errors';
import { RECORD_FORBIDDEN } from '../recordAccess';
import { createPeriodicJob } from '../jobs';
import type { Store } from '../editing';
import { BIN_ENTRY_NOT_FOUND, purgeExpiredBin, restoreFromBin, type BinRow } from './bin';

/** How often a server deletes for good what has been in the bin past its time. */
const BIN_PURGE_INTERVAL_MS = 60 * 60_000;

/** A restored photo goes back among its album's photos, which are numbered again 0, 1, 2… */
async function afterRestore(trx: Store, rows: BinRow[]): Promise<void> {
  const albums = new Set(rows.filter((row) => row.table === 'photos').map((row) => Number(row.row.album_id)));
  for (const albumId of albums) {
    const photos = await trx
      .selectFrom('photos')
      .select('id')
      .where('album_id', '=', albumId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    for (const [position, photo] of photos.entries()) {
      await trx.updateTable('photos').set({ position }).where('id', '=', photo.id).execute();
    }
  }
}

/** What decides who sees an entry and who may act on it. */
type EntryAccess = { kind: string; roles: string; record: string | null };

/**
 * Whether the person may see an entry: she holds one of the roles of the section that deleted it
 * and, when its kind has per-record rules, the record is one she may read. Entries kept before the
 * rules (no record) go by the roles alone.
 */
function sees(rules: Api['recordRules'], person: SignedInPerson, entry: EntryAccess): boolean {
  if (!holdsRole(person.roles, parseRoles(entry.roles))) return false;
  const rule = rules.get(entry.kind as BinKind);
  return !rule?.read || entry.record === null || rule.read(person, JSON.parse(entry.record) as object);
}

/** Whether she may restore it or delete it for good: whoever may delete the record may undo it. */
function mayActOn(rules: Api['recordRules'], person: SignedInPerson, entry: EntryAccess): boolean {
  const rule = rules.get(entry.kind as BinKind);
  return !rule?.delete || entry.record === null || rule.delete(person, JSON.parse(entry.record) as object);
}

/**
 * `/api/admin/bin`: what the person's sections deleted in the last 30 days; restore one, delete
 * one for good, or empty the bin (what she may see). A job deletes for good what is past its time.
 */
export async function binRoutes(app: Api, { db, publicUrl }: { db: Db; publicUrl: string }) {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onRequest', requireRoles(ROLES, { publicUrl }));
  const now = () => app.clock.now();
  const rules = app.recordRules;

  /**
   * The entry `id`, if the person may see it (404 otherwise: another section's bin, or another
   * club's record, is not hers to know) and act on it (403 in French otherwise).
   */
  async function entryFor(store: Store, id: number, person: SignedInPerson) {
    const entry = await store.selectFrom('bin_entries').selectAll().where('id', '=', id).executeTakeFirst();
    if (!entry || !sees(rules, person, entry)) throw new HttpError(404, BIN_ENTRY_NOT_FOUND);
    if (!mayActOn(rules, person, entry)) throw new HttpError(403, RECORD_FORBIDDEN);
    return entry;
  }

  const purge = createPeriodicJob({
    name: 'corbeille : suppression des éléments expirés',
    intervalMs: BIN_PURGE_INTERVAL_MS,
    run: () => purgeExpiredBin(db, now()),
    fallback: [],
    log: app.log,
  });
  app.addHook('onReady', () => purge.start());
  app.addHook('onClose', () => purge.stop());

  app.get('/api/admin/bin', { schema: { response: { 200: BinList } } }, async (request) => {
    const person = signedIn(request);
    const rows = await db
      .selectFrom('bin_entries')
      .select(['id', 'kind', 'title', 'roles', 'record', 'deleted_at', 'deleted_by', 'expires_at'])
      .where('expires_at', '>', now().toISOString())
      .orderBy('deleted_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return {
      items: rows
        .filter((row) => sees(rules, person, row))
        .map((row) => ({
          id: row.id,
          kind: row.kind,
          label: BIN_KIND_LABELS[row.kind as BinKind] ?? row.kind,
          title: row.title,
          deletedAt: row.deleted_at,
          deletedBy: row.deleted_by,
          expiresAt: row.expires_at,
        })),
    };
  });

  app.post(
    '/api/admin/bin/:id/restore',
    { schema: { params: BinEntryParams, response: { 200: Done } } },
    async (request) => {
      const person = signedIn(request);
      const entry = await entryFor(db, request.params.id, person);
      await restoreFromBin(db, entry, person, now(), afterRestore);
      const label = BIN_KIND_LABELS[entry.kind as BinKind] ?? 'Élément';
      return { message: `${label} « ${entry.title} » restauré(e), avec ses liens.` };
    },
  );

  app.delete('/api/admin/bin/:id', { schema: { params: BinEntryParams, response: { 200: Done } } }, async (request) => {
    const person = signedIn(request);
    const entry = await entryFor(db, request.params.id, person);
    await db.transaction().execute(async (trx) => {
      const gone = await trx.deleteFrom('bin_entries').where('id', '=', entry.id).returning('id').executeTakeFirst();
      if (!gone) throw new HttpError(404, BIN_ENTRY_NOT_FOUND);
      await recordAudit(
        trx,
        person,
        {
          action: 'delete-for-good',
          kind: entry.audit_kind as AuditKind,
          recordId: entry.record_id,
          before: { title: entry.title },
          after: null,
        },
        now(),
      );
    });
    return { message: `« ${entry.title} » est supprimé pour de bon.` };
  });

  app.post('/api/admin/bin/empty', { schema: { response: { 200: Done } } }, async (request) => {
    const person = signedIn(request);
    const at = now();
    const emptied = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('bin_entries')
        .select(['id', 'kind', 'audit_kind', 'record_id', 'title', 'roles', 'record'])
        .execute();
      const mine = rows.filter((row) => sees(rules, person, row) && mayActOn(rules, person, row));
      if (mine.length === 0) return 0;
      await trx
        .deleteFrom('bin_entries')
        .where(
          'id',
          'in',
          mine.map((row) => row.id),
        )
        .execute();
      for (const row of mine) {
        await recordAudit(
          trx,
          person,
          {
            action: 'delete-for-good',
            kind: row.audit_kind as AuditKind,
            recordId: row.record_id,
            before: { title: row.title },
            after: null,
          },
          at,
        );
      }
      return mine.length;
    });
    return {
      message:
        emptied === 0
          ? 'La corbeille était déjà vide.'
          : `Corbeille vidée : ${emptied === 1 ? '1 élément supprimé' : `${emptied} éléments supprimés`} pour de bon.`,
    };
  });
}
