import type { FastifyInstance } from 'fastify';
import type { SearchResponse } from '@wado/shared/contract';
import { documentFileName } from '../src/features/documents/store';
import { newDocument, pdfOf, VALID_FIELDS } from './documents-fixtures';
import { startTestApp } from './helpers';
import { signInAs } from './people';

/**
 * The site search finds the published documents (title, category, description) and leads to
 * their PDF; a draft is never found, a document withdrawn is no longer found.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let editor: Record<string, string>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
  editor = (await signInAs(app, ['association'])).headers;
});
afterAll(async () => cleanup?.());

async function documentsFound(query: string) {
  const response = await app.inject(`/api/search?q=${encodeURIComponent(query)}&kind=document`);
  expect(response.statusCode).toBe(200);
  return response.json<SearchResponse>().items;
}

describe('documents in the site search', () => {
  it('finds the seeded documents by title, category and description, accents aside, leading to their PDF', async () => {
    const found = await documentsFound('questionnaire sante');
    // The two whose title says it first, then the licence form, whose description speaks of it.
    expect(
      found
        .slice(0, 2)
        .map((item) => item.title)
        .sort(),
    ).toEqual(['Questionnaire de santé du sportif majeur', 'Questionnaire de santé du sportif mineur']);
    expect(found.map((item) => item.title)).toContain('Formulaire de demande de licence 2025-2026');
    for (const item of found) {
      expect(item).toMatchObject({ kind: 'document', kindLabel: 'Document' });
      expect(item.url).toMatch(/^\/media\/documents\/\d+\/[a-z0-9-]+\.pdf$/);
      expect((await app.inject(item.url)).headers['content-type']).toBe('application/pdf');
    }
    // By its category's name, and by a word of its description only.
    expect((await documentsFound('assemblées générales')).map((item) => item.title)).toContain(
      'Procès-verbal de l’assemblée générale du 22 novembre 2025',
    );
    expect((await documentsFound('quitus')).length + (await documentsFound('élection')).length).toBeGreaterThan(0);
  });

  it('never finds a draft; a document is found once published, and no longer once withdrawn', async () => {
    const seededDraft = await app.db
      .selectFrom('documents')
      .select('title')
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow();
    expect(await documentsFound('projet')).toEqual([]);
    expect(seededDraft.title).toContain('(projet)');

    const created = await newDocument(
      app,
      editor,
      { ...VALID_FIELDS, title: 'Charte des arbitres bénévoles', category: 'rules', description: 'Déontologie.' },
      await pdfOf(1, 'Charte'),
    );
    expect(await documentsFound('charte arbitres')).toEqual([]);
    await app.inject({ method: 'POST', url: `/api/admin/documents/${created.id}/publish`, headers: editor });
    const found = await documentsFound('charte arbitres');
    expect(found.map((item) => item.url)).toEqual([
      `/media/documents/${created.id}/${documentFileName(created.title)}`,
    ]);
    await app.inject({ method: 'POST', url: `/api/admin/documents/${created.id}/unpublish`, headers: editor });
    expect(await documentsFound('charte arbitres')).toEqual([]);
  });
});
