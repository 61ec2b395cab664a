import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsletterIssue, NewsletterReport } from '@wado/shared';
import { NEWSLETTER_ISSUE_INPUT_RULES } from '@wado/shared/admin';
import { renderAdmin, serve, session } from '../testing/renderAdmin';
import { REPORT_REFRESH_MS } from './NewsletterIssuePage';

const MEDIA = { email: 'redaction@exemple.fr', roles: ['media' as const] };
const ISSUES = '/api/admin/newsletter/issues';

const report = (extra: Partial<NewsletterReport> = {}): NewsletterReport => ({
  recipients: 3,
  sent: 0,
  failed: 0,
  pending: 3,
  skipped: 0,
  unsubscribedSince: 0,
  ...extra,
});

const issue = (extra: Partial<NewsletterIssue> = {}): NewsletterIssue => ({
  id: 7,
  subject: 'Lettre de janvier',
  body: '## Stage\n\nRendez-vous à **Lyon**.',
  status: 'draft',
  createdAt: '2026-01-05T09:00:00Z',
  createdBy: MEDIA.email,
  updatedAt: '2026-01-05T09:30:00Z',
  updatedBy: MEDIA.email,
  sendStartedAt: null,
  sendStartedBy: null,
  sentAt: null,
  report: null,
  audience: 3,
  ...extra,
});

describe('the newsletter in the back office', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the issues with their status and counts, and opens a new draft', async () => {
    const calls = serve({
      ...session(MEDIA),
      [`GET ${ISSUES}`]: {
        body: {
          audience: 3,
          items: [
            issue({ id: 8, subject: 'Brouillon de février' }),
            issue({
              status: 'sent',
              sendStartedAt: '2026-01-06T08:00:00Z',
              sentAt: '2026-01-06T08:02:00Z',
              report: report({ sent: 2, failed: 1, pending: 0 }),
            }),
          ],
        },
      },
      [`POST ${ISSUES}`]: { status: 201, body: issue({ id: 9, subject: '', body: '' }) },
      [`GET ${ISSUES}/9`]: { body: issue({ id: 9, subject: '', body: '' }) },
    });
    await renderAdmin('/admin/newsletter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByText(/Aujourd’hui : 3 abonnés\./)).toBeInTheDocument();
    const sent = screen.getByRole('link', { name: 'Lettre de janvier' }).closest('li')!;
    expect(within(sent).getByText(/Envoyée/)).toBeInTheDocument();
    expect(within(sent).getByText('2 envoyés sur 3, 1 en échec')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brouillon de février' }).closest('li')).toHaveTextContent('Brouillon');

    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle lettre' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/newsletter/9'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ subject: '', body: '' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvelle lettre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer un test' })).toBeDisabled();
  });

  it('saves what is typed before the test, then sends to the subscribers after a confirmation', async () => {
    let current = issue();
    const calls = serve({
      ...session(MEDIA),
      [`GET ${ISSUES}/7`]: () => ({ body: current }),
      [`PUT ${ISSUES}/7`]: (body) => {
        current = { ...current, ...(body as object) };
        return { body: current };
      },
      [`POST ${ISSUES}/7/test`]: { body: { to: MEDIA.email } },
      [`POST ${ISSUES}/7/send`]: () => {
        current = { ...current, status: 'sending', sendStartedAt: '2026-01-06T08:00:00Z', report: report() };
        return { status: 202, body: current };
      },
    });
    await renderAdmin('/admin/newsletter/7');
    const subject = await screen.findByLabelText('Objet de l’e-mail');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Lettre de février');

    await userEvent.click(screen.getByRole('button', { name: 'Envoyer un test' }));
    expect(await screen.findByText(/Un test est parti vers redaction@exemple\.fr/)).toBeInTheDocument();
    const writes = calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`);
    expect(writes).toEqual([`PUT ${ISSUES}/7`, `POST ${ISSUES}/7/test`]);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ subject: 'Lettre de février' });

    await userEvent.click(screen.getByRole('button', { name: 'Envoyer à 3 abonnés' }));
    expect(
      screen.getByText('Envoyer « Lettre de février » à 3 abonnés ? L’envoi ne peut pas être annulé.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/send'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Oui, envoyer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rapport d’envoi' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/send'))).toHaveLength(1);
  });

  it('shows the images in the preview, and offers no test nor sending while one lacks alt text', async () => {
    const calls = serve({
      ...session(MEDIA),
      [`GET ${ISSUES}/7`]: { body: issue({ body: 'Le stage :\n\n![Photo du stage](/media/uploads/abc-960.jpg)' }) },
    });
    await renderAdmin('/admin/newsletter/7');
    const text = await screen.findByLabelText('Texte de la lettre');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo du stage' })).toHaveAttribute('src', '/media/uploads/abc-960.jpg'),
    );
    expect(screen.getByRole('button', { name: 'Envoyer un test' })).toBeEnabled();

    await userEvent.clear(text);
    await userEvent.click(text);
    await userEvent.paste('![](/media/uploads/abc-960.jpg)');
    expect(
      screen.getByText(/^L’image « \/media\/uploads\/abc-960\.jpg » n’a pas de texte de remplacement/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer un test' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Envoyer à 3 abonnés' })).toBeDisabled();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('takes the longest texts from the API’s schema, and neither saves nor sends a text too long', async () => {
    const calls = serve({ ...session(MEDIA), [`GET ${ISSUES}/7`]: { body: issue() } });
    await renderAdmin('/admin/newsletter/7');
    const subject = await screen.findByLabelText('Objet de l’e-mail');
    expect(subject).toHaveAttribute('maxLength', String(NEWSLETTER_ISSUE_INPUT_RULES.subject.maxLength));
    const text = screen.getByLabelText('Texte de la lettre');
    const longest = NEWSLETTER_ISSUE_INPUT_RULES.body.maxLength!;
    expect(text).toHaveAttribute('maxLength', String(longest));
    // `maxLength` stops typing: the text is pasted over it, as a script or an old browser could.
    fireEvent.change(text, { target: { value: 'a'.repeat(longest + 1) } });
    const message = `Texte de la lettre : ${longest.toLocaleString('fr-FR')} caractères au plus (il y en a ${(longest + 1).toLocaleString('fr-FR')}).`;
    expect(text).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole('button', { name: 'Enregistrer le brouillon' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Envoyer un test' })).toBeDisabled();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('refreshes the report while the sending runs, and stops once it is over', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let current = issue({
      status: 'sending',
      sendStartedAt: '2026-01-06T08:00:00Z',
      report: report({ sent: 1, pending: 2 }),
    });
    const calls = serve({ ...session(MEDIA), [`GET ${ISSUES}/7`]: () => ({ body: current }) });
    await renderAdmin('/admin/newsletter/7');
    const counts = await screen.findByLabelText('Rapport d’envoi');
    expect(within(counts).getByText('Envoyés').nextSibling).toHaveTextContent('1');

    current = { ...current, status: 'sent', sentAt: '2026-01-06T08:02:00Z', report: report({ sent: 3, pending: 0 }) };
    await act(async () => {
      await jest.advanceTimersByTimeAsync(REPORT_REFRESH_MS);
    });
    expect(within(screen.getByLabelText('Rapport d’envoi')).getByText('Envoyés').nextSibling).toHaveTextContent('3');
    expect(screen.getByText(/terminé le/)).toBeInTheDocument();
    const reads = calls.filter((call) => call.url === `${ISSUES}/7`).length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(REPORT_REFRESH_MS * 3);
    });
    expect(calls.filter((call) => call.url === `${ISSUES}/7`)).toHaveLength(reads);
  });

  it('makes the sending’s words agree with the number of subscribers', async () => {
    serve({ ...session(MEDIA), [`GET ${ISSUES}/7`]: { body: issue({ audience: 1 }) } });
    await renderAdmin('/admin/newsletter/7');
    expect(
      await screen.findByText(/La lettre partira vers le seul abonné qui a confirmé son inscription, avec son lien/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer à 1 abonné' })).toBeInTheDocument();
  });

  it('is not offered to a role without the newsletter', async () => {
    serve(session({ email: 'boutique@exemple.fr', roles: ['shop'] }));
    await renderAdmin('/admin/newsletter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès réservé' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Newsletter' })).not.toBeInTheDocument();
  });
});
