import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDocument } from '@wado/shared';
import { axeViolations, currentPathUnder, mockApi, renderAdminScreens } from '@wado/shared/testing/admin-screens';
import { screens } from '../index';

const ROOT = '/admin/mf-association';
const currentPath = () => currentPathUnder(ROOT);

const PV: AdminDocument = {
  id: 12,
  title: 'Procès-verbal de l’assemblée générale du 22 novembre 2025',
  category: 'assemblies',
  description: 'Rapport moral et comptes.',
  date: '2025-11-22',
  url: '/media/documents/12/proces-verbal-de-l-assemblee-generale-du-22-novembre-2025.pdf',
  bytes: 250_880,
  pages: 3,
  status: 'published',
  fileUrl: '/api/admin/documents/12/file',
  fileName: 'pv-ag-2025.pdf',
  createdAt: '2025-11-25T09:00:00.000Z',
  updatedAt: '2025-11-25T09:00:00.000Z',
  publishedAt: '2025-11-25T09:00:00.000Z',
};
const LICENCE: AdminDocument = {
  ...PV,
  id: 3,
  title: 'Formulaire de demande de licence 2026-2027',
  category: 'membership',
  description: '',
  date: '2026-07-01',
  url: '/media/documents/3/formulaire-de-demande-de-licence-2026-2027.pdf',
  bytes: 1_258_291,
  pages: 2,
  status: 'draft',
  fileUrl: '/api/admin/documents/3/file',
  fileName: 'licence.pdf',
  publishedAt: null,
};

/** A stand-in for the browser's XMLHttpRequest (uploads report their progress through it). */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  private listeners = new Map<string, (() => void)[]>();
  private progressListeners: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)[] = [];
  upload = {
    addEventListener: (
      _type: string,
      listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void,
    ) => this.progressListeners.push(listener),
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.progressListeners.forEach((listener) => listener({ lengthComputable: true, loaded, total })));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.listeners.get('load')?.forEach((listener) => listener()));
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});

const pdf = (name = 'pv-ag-2026.pdf', size = 4096) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const lastUpload = async () => {
  await waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(0));
  return FakeXhr.sent[FakeXhr.sent.length - 1]!;
};

describe('the documents’ screens', () => {
  it('are in the association’s menu, for the association role', () => {
    expect(screens.find((entry) => entry.path === 'documents')).toMatchObject({
      label: 'Documents',
      roles: ['association'],
    });
    expect(screens.map((entry) => entry.path)).toEqual(expect.arrayContaining(['documents/nouveau', 'documents/:id']));
  });

  it('list every document by category, with its status, date and file, without accessibility problems', async () => {
    mockApi({ 'GET /api/admin/documents': { body: { items: [LICENCE, PV] } } });
    const { container } = renderAdminScreens(screens, ROOT, 'documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents à télécharger' })).toBeInTheDocument();
    expect(await screen.findByText('2 documents, dont 1 publié')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Adhésion et licence',
      'Assemblées générales',
    ]);
    const licence = screen.getByRole('link', { name: LICENCE.title }).closest('tr')!;
    expect(within(licence).getByText('Brouillon')).toBeInTheDocument();
    expect(within(licence).getByText('1er juillet 2026')).toBeInTheDocument();
    expect(within(licence).getByText('PDF, 1,2 Mo, 2 pages')).toBeInTheDocument();
    const pv = screen.getByRole('link', { name: PV.title });
    expect(pv).toHaveAttribute('href', `${ROOT}/documents/12`);
    expect(within(pv.closest('tr')!).getByText('Publié')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau document' })).toHaveAttribute('href', `${ROOT}/documents/nouveau`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuse a new document without its file, title and category, or with a file that is not a PDF, before sending', async () => {
    const api = mockApi({});
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderAdminScreens(screens, ROOT, 'documents/nouveau');
    await user.click(await screen.findByRole('button', { name: 'Envoyer et enregistrer comme brouillon' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Fichier PDF : choisissez le fichier du document.',
      'Titre : ce champ est obligatoire.',
      'Catégorie : choisissez une catégorie de la liste.',
    ]);
    expect(screen.getByLabelText(/^Titre/)).toHaveAttribute('aria-invalid', 'true');

    await user.upload(
      screen.getByLabelText(/^Fichier PDF/),
      new File(['x'], 'compte-rendu.docx', { type: 'application/msword' }),
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer et enregistrer comme brouillon' }));
    expect(await screen.findByText(/« compte-rendu\.docx » n’est pas un PDF/, { selector: 'a' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText(/^Fichier PDF/), pdf('enorme.pdf', 20 * 1024 * 1024 + 1));
    await user.click(screen.getByRole('button', { name: 'Envoyer et enregistrer comme brouillon' }));
    expect(await screen.findByText(/Ce fichier est trop lourd : 20 Mo au plus/, { selector: 'a' })).toBeInTheDocument();
    expect(FakeXhr.sent).toEqual([]);
    expect(api.writes()).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('send a new document with its fields, show the upload’s progress, then open it as a draft', async () => {
    const created: AdminDocument = { ...PV, id: 31, status: 'draft', publishedAt: null, title: 'PV de l’AG 2026' };
    mockApi({ 'GET /api/admin/documents/31': { body: created } });
    const user = userEvent.setup();
    renderAdminScreens(screens, ROOT, 'documents/nouveau');
    await user.upload(await screen.findByLabelText(/^Fichier PDF/), pdf());
    expect(screen.getByText('Fichier choisi : pv-ag-2026.pdf (4 Ko)')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Titre/), 'PV de l’AG 2026');
    await user.selectOptions(screen.getByLabelText(/^Catégorie/), 'Assemblées générales');
    await user.clear(screen.getByLabelText(/^Date du document/));
    await user.type(screen.getByLabelText(/^Date du document/), '2026-03-14');
    await user.type(screen.getByLabelText(/^Description/), 'Rapport moral.');
    await user.click(screen.getByRole('button', { name: 'Envoyer et enregistrer comme brouillon' }));

    const upload = await lastUpload();
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/admin/documents');
    expect([...upload.body!.keys()]).toEqual(['title', 'category', 'date', 'description', 'file']);
    expect(upload.body!.get('title')).toBe('PV de l’AG 2026');
    expect(upload.body!.get('category')).toBe('assemblies');
    expect(upload.body!.get('date')).toBe('2026-03-14');
    expect((upload.body!.get('file') as File).name).toBe('pv-ag-2026.pdf');
    expect(screen.getByRole('button', { name: 'Envoi en cours…' })).toBeDisabled();

    upload.progress(2048, 4096);
    expect(screen.getByText('Envoi de « pv-ag-2026.pdf » : 50 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Envoi de « pv-ag-2026.pdf »' })).toHaveAttribute('value', '2048');

    upload.respond(201, created);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modifier le document « PV de l’AG 2026 »' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('documents/31');
    expect(
      screen.getByText('Document enregistré comme brouillon : publiez-le pour qu’il paraisse sur la page Documents.'),
    ).toBeInTheDocument();
  });

  it('show the server’s refusal of a file on the file’s field, in French', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderAdminScreens(screens, ROOT, 'documents/nouveau');
    await user.upload(await screen.findByLabelText(/^Fichier PDF/), pdf('scan.pdf'));
    await user.type(screen.getByLabelText(/^Titre/), 'Scan');
    await user.selectOptions(screen.getByLabelText(/^Catégorie/), 'Autres');
    await user.click(screen.getByRole('button', { name: 'Envoyer et enregistrer comme brouillon' }));
    const message =
      'Ce PDF est endommagé ou incomplet : ouvrez-le pour vérifier, enregistrez-le de nouveau au format PDF puis envoyez-le.';
    (await lastUpload()).respond(400, { error: 'Bad Request', message });
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute('href', '#document-file');
    expect(screen.getByRole('button', { name: 'Envoyer et enregistrer comme brouillon' })).toBeEnabled();
    expect(currentPath()).toBe('documents/nouveau');
  });

  it('publish a draft (saving its pending changes first) and withdraw it', async () => {
    const renamed = { ...LICENCE, title: 'Formulaire de licence 2026-2027' };
    const api = mockApi({
      'GET /api/admin/documents/3': { body: LICENCE },
      'PUT /api/admin/documents/3': { body: renamed },
      'POST /api/admin/documents/3/publish': { body: { ...renamed, status: 'published' } },
      'POST /api/admin/documents/3/unpublish': { body: { ...renamed, status: 'draft' } },
    });
    const user = userEvent.setup();
    const { container } = renderAdminScreens(screens, ROOT, 'documents/3');
    const title = await screen.findByLabelText(/^Titre/);
    expect(screen.getByText('Brouillon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir le PDF' })).toHaveAttribute('href', '/api/admin/documents/3/file');
    expect(screen.getByText('Fichier actuel : licence.pdf (PDF, 1,2 Mo, 2 pages).')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.clear(title);
    await user.type(title, 'Formulaire de licence 2026-2027');
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Document publié : il est sur la page Documents.')).toBeInTheDocument();
    expect(api.writes().map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /api/admin/documents/3',
      'POST /api/admin/documents/3/publish',
    ]);
    expect(api.writes()[0]!.body).toEqual({
      title: 'Formulaire de licence 2026-2027',
      category: 'membership',
      date: '2026-07-01',
      description: '',
    });
    expect(screen.getByText('Publié')).toBeInTheDocument();
    expect(screen.getByText(LICENCE.url)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retirer du site' }));
    expect(await screen.findByText('Document retiré du site : il redevient un brouillon.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeInTheDocument();
  });

  it('save the fields, and say the server’s refusal on its field', async () => {
    const api = mockApi({
      'GET /api/admin/documents/12': { body: PV },
      'PUT /api/admin/documents/12': ({ body }) =>
        (body as { date: string }).date === '2025-11-23'
          ? { body: { ...PV, date: '2025-11-23' } }
          : {
              status: 400,
              body: { error: 'Bad Request', message: 'Catégorie : choisissez une catégorie de la liste.' },
            },
    });
    const user = userEvent.setup();
    renderAdminScreens(screens, ROOT, 'documents/12');
    const date = await screen.findByLabelText(/^Date du document/);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Aucune modification à enregistrer.')).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2025-11-23');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Modifications enregistrées : la page Documents les montre dès maintenant.'),
    ).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2025-11-24');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Catégorie : choisissez une catégorie de la liste.' }),
    ).toHaveAttribute('href', '#document-category');
    expect(api.writes()).toHaveLength(2);
  });

  it('replace the file with its progress shown, the document and its address kept', async () => {
    mockApi({ 'GET /api/admin/documents/12': { body: PV } });
    const user = userEvent.setup();
    renderAdminScreens(screens, ROOT, 'documents/12');
    const send = await screen.findByRole('button', { name: 'Envoyer le nouveau fichier' });
    expect(send).toBeDisabled();
    await user.upload(screen.getByLabelText('Remplacer par un autre PDF'), pdf('pv-corrige.pdf', 8192));
    await user.click(screen.getByRole('button', { name: 'Envoyer le nouveau fichier' }));
    const upload = await lastUpload();
    expect(`${upload.method} ${upload.url}`).toBe('PUT /api/admin/documents/12/file');
    expect([...upload.body!.keys()]).toEqual(['file']);
    upload.progress(8192, 8192);
    expect(screen.getByText('Envoi de « pv-corrige.pdf » : 100 %')).toBeInTheDocument();
    upload.respond(200, { ...PV, fileName: 'pv-corrige.pdf', bytes: 8192, pages: 4 });
    expect(
      await screen.findByText(
        'Nouveau fichier enregistré : les visiteurs le téléchargent dès maintenant, à la même adresse.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Fichier actuel : pv-corrige.pdf (PDF, 8 Ko, 4 pages).')).toBeInTheDocument();
  });

  it('delete a document after a confirmation, back to the list', async () => {
    const api = mockApi({
      'GET /api/admin/documents/12': { body: PV },
      'DELETE /api/admin/documents/12': { body: { message: 'Document supprimé : il n’est plus sur le site.' } },
      'GET /api/admin/documents': { body: { items: [] } },
    });
    const user = userEvent.setup();
    renderAdminScreens(screens, ROOT, 'documents/12');
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(`Voulez-vous vraiment supprimer le document « ${PV.title} » ?`);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText(`Suppression effectuée : « ${PV.title} ».`)).toBeInTheDocument();
    expect(currentPath()).toBe('documents');
    expect(api.writes().map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/admin/documents/12']);
  });
});
