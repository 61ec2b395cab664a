import type { FastifyInstance } from 'fastify';
import type { AuditPage } from '@wado/shared/contract';
import { recordAudit } from '../src/features/auth/audit';
import { startTestApp } from './helpers';
import { signInAs } from './people';

let app: FastifyInstance;
let cleanup: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
});
afterAll(async () => cleanup?.());

describe('the names of the audit log’s records', () => {
  it('reads them from each line’s data, else from the record’s row, else gives none', async () => {
    const admin = await signInAs(app, ['admin']);
    const album = await app.db.selectFrom('albums').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    const photo = { id: 1, uploadId: 1, caption: 'Le salut', alt: 'Le salut', position: 0 };
    await app.db.transaction().execute(async (trx) => {
      // A photo's data names the photo, not its album: the album's row does.
      await recordAudit(trx, admin.email, { action: 'photo-add', kind: 'album', recordId: album.id, after: photo });
      // A password change holds no data: the person's row gives her address.
      await recordAudit(trx, admin.email, { action: 'password', kind: 'person', recordId: admin.personId });
      // A deleted article keeps the title its line held.
      await recordAudit(trx, admin.email, {
        action: 'delete',
        kind: 'news',
        recordId: 999_999,
        before: { title: 'Stage d’été' },
      });
      // Gone, and nothing in its line: no name.
      await recordAudit(trx, admin.email, { action: 'photo-delete', kind: 'album', recordId: 999_999, before: photo });
    });
    const response = await app.inject({ url: '/api/admin/audit?page=1&limit=4', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const names = response.json<AuditPage>().items.map((entry) => [entry.action, entry.name]);
    expect(names).toEqual([
      ['photo-delete', null],
      ['delete', 'Stage d’été'],
      ['password', admin.email],
      ['photo-add', album.title],
    ]);
  });
});
