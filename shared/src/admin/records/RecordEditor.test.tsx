import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import type { InputOf, RecordOf } from '../../api/editing';
import { renderPage } from '@wado/shared/testing/page';
import { RecordEditor } from './RecordEditor';
import { TextField } from './fields';
import type { RecordNames } from './names';
import { useRecordId } from './params';
import { mockApi } from './test/mockApi';
import { schemaForm } from '../forms/schemaForm';
import { PRESS_INPUT_RULES } from '../forms/inputRules';

const NAMES: RecordNames = {
  one: 'article de presse',
  many: 'articles de presse',
  title: 'Revue de presse',
  newLabel: 'Nouvel article de presse',
  none: 'Aucun article de presse',
  the: 'l’article de presse',
};
type Input = InputOf<'press'>;
const record = (id: number, title: string): RecordOf<'press'> => ({
  id,
  slug: `article-${id}`,
  status: 'draft',
  publishAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  title,
  source: 'Budo Mag',
  publishedAt: '2026-01-01',
  excerpt: 'Extrait.',
  author: '',
  body: '',
  url: null,
});
const toInput = ({ title, source, publishedAt, excerpt, author, body, url, slug }: RecordOf<'press'>): Input => ({
  title,
  source,
  publishedAt,
  excerpt,
  author,
  body,
  url,
  slug,
});

function Editor() {
  const id = useRecordId();
  return (
    <>
      <Link to="/presse/10">Article suivant</Link>
      <RecordEditor
        kind="press"
        id={id}
        basePath="/presse"
        names={NAMES}
        empty={{ title: '', source: '', publishedAt: '', excerpt: '', author: '', body: '', url: null, slug: '' }}
        toInput={toInput}
        compared={[{ key: 'title', label: 'Titre' }]}
        publicPath={(slug) => `/press/${slug}`}
        schema={schemaForm(PRESS_INPUT_RULES, { title: 'Titre' })}
      >
        {({ value, set, fields }) => (
          <TextField {...fields.text('title')} value={value.title} onChange={(title) => set('title', title)} />
        )}
      </RecordEditor>
    </>
  );
}
const renderAt = (url: string) => renderPage({ '/presse/:id': <Editor />, '/presse/nouveau': <Editor /> }, { url });

describe('RecordEditor', () => {
  it('reports an impossible record number as not found without asking the server', async () => {
    const api = mockApi({});
    renderAt('/presse/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revue de presse' })).toHaveAttribute('href', '/presse');
    expect(api.calls).toEqual([]);
  });

  it('shows the record of the address, not the previous one, when going from one to another', async () => {
    mockApi({
      'GET /api/admin/press/9': { body: record(9, 'Premier article') },
      'GET /api/admin/press/9/revisions': { body: { items: [] } },
      'GET /api/admin/press/10': { body: record(10, 'Second article') },
      'GET /api/admin/press/10/revisions': { body: { items: [] } },
    });
    renderAt('/presse/9');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Titre (obligatoire)' })).toHaveValue('Premier article'),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Article suivant' }));
    expect(await screen.findByDisplayValue('Second article')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Premier article')).toBeNull();
  });

  it('does not publish changes that cannot be saved', async () => {
    const api = mockApi({
      'GET /api/admin/press/9': { body: record(9, 'Premier article') },
      'GET /api/admin/press/9/revisions': { body: { items: [] } },
    });
    renderAt('/presse/9');
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Titre (obligatoire)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publier maintenant' }));
    const publication = screen.getByRole('region', { name: 'Publication' });
    expect(await within(publication).findByRole('alert')).toHaveTextContent(
      'Corrigez d’abord le formulaire : il n’a pas été enregistré.',
    );
    expect(screen.getByRole('link', { name: 'Titre : ce champ est obligatoire.' })).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('says when the session has expired', async () => {
    mockApi({
      'GET /api/admin/press/9': { body: record(9, 'Premier article') },
      'GET /api/admin/press/9/revisions': { body: { items: [] } },
      'PUT /api/admin/press/9': { status: 401, body: { message: 'Connectez-vous.' } },
    });
    renderAt('/presse/9');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Titre (obligatoire)' }), ' (suite)');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Votre session a expiré : reconnectez-vous puis réessayez.')).toBeInTheDocument();
  });
});
