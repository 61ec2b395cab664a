import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESPACE_EXPOSE, type EspaceModule, type EspaceRegistration, type EspaceRegistrations } from '@wado/shared';
import { axeViolations, mockApi, type Answer } from '@wado/shared/testing/admin-screens';
import { renderPage } from '@wado/shared/testing/page';
import fs from 'node:fs';
import path from 'node:path';
import * as espace from './index';
import { ofPerson, RegistrationsPart } from './RegistrationsPart';

const LIST = 'GET /api/espace/registrations';
const CANCEL = 'POST /api/espace/registrations/IN-4R7T2K/cancel';

const ZOE: EspaceRegistration = {
  reference: 'IN-4R7T2K',
  createdAt: '2026-11-28T09:00:00.000Z',
  event: { title: "Stage national d'hiver", slug: 'stage-hiver-2026', startDate: '2026-12-19' },
  firstName: 'Zoé',
  lastName: "O'Connell",
  status: 'confirmed',
  statusLabel: 'Confirmée',
  amountCents: 2500,
  cancellable: true,
};
const ZOE_CANCELLED: EspaceRegistration = { ...ZOE, status: 'cancelled', statusLabel: 'Annulée', cancellable: false };
const LOUIS: EspaceRegistration = {
  reference: 'IN-8P2W5N',
  createdAt: '2026-09-02T18:45:00.000Z',
  event: { title: 'Passage de grades', slug: 'passage-grades-2026', startDate: '2026-10-01' },
  firstName: 'Louis',
  lastName: "O'Connell",
  status: 'confirmed',
  statusLabel: 'Confirmée',
  amountCents: 0,
  cancellable: false,
};
const ADA: EspaceRegistration = {
  reference: 'IN-3M9Q1D',
  createdAt: '2026-11-30T07:10:00.000Z',
  event: { title: 'Assemblée générale ordinaire', slug: 'assemblee-2027', startDate: '2027-02-20' },
  firstName: 'Ada',
  lastName: "O'Connell",
  status: 'waiting',
  statusLabel: 'Liste d’attente',
  amountCents: 1250,
  cancellable: true,
};
// Not in order: the part shows the newest first whatever the answer's order.
const REGISTRATIONS: EspaceRegistrations = { items: [ZOE, LOUIS, ADA] };
const AFTER_CANCEL: EspaceRegistrations = { items: [ZOE_CANCELLED, LOUIS, ADA] };

const render = () => renderPage(<RegistrationsPart />);
const card = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const statusRegion = () => screen.getAllByRole('status').at(-1)!;

/** The list first, then (once something was sent) the list as the server has it now. */
function listThenAfter(after: EspaceRegistrations) {
  let cancelled = false;
  return {
    list: () => ({ body: cancelled ? after : REGISTRATIONS }),
    cancelled: () => {
      cancelled = true;
    },
  };
}

describe('the ./espace module of the events', () => {
  it('gives the space one part, the registrations, under its own title', () => {
    const module: EspaceModule = espace;
    expect(module.remote).toBe('mf-media');
    expect(module.parts).toEqual([
      { id: 'inscriptions', title: 'Inscriptions aux événements', Component: RegistrationsPart },
    ]);
  });

  it('is exposed as ./espace by the webpack configuration', () => {
    const config = fs.readFileSync(path.join(__dirname, '..', '..', 'webpack.config.ts'), 'utf8');
    expect(ESPACE_EXPOSE).toBe('./espace');
    expect(config).toContain("'./espace': './src/espace/index.tsx'");
  });
});

describe('the registrations of the space', () => {
  it('lists them newest first: the event and its page, its date, who, the state, the amount', async () => {
    const { calls } = mockApi({ [LIST]: { body: REGISTRATIONS } });
    const { container } = render();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des inscriptions…');

    expect(await screen.findByRole('link', { name: "Stage national d'hiver" })).toHaveAttribute(
      'href',
      '/event/stage-hiver-2026',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Assemblée générale ordinaire',
      "Stage national d'hiver",
      'Passage de grades',
    ]);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('link', { name: 'Passage de grades' })).toHaveAttribute(
      'href',
      '/event/passage-grades-2026',
    );

    const zoe = card("Stage national d'hiver");
    expect(zoe).toHaveTextContent("Inscription de Zoé O'Connell");
    expect(zoe).toHaveTextContent('Date19 décembre 2026');
    expect(zoe.querySelector('time')).toHaveAttribute('datetime', '2026-12-19');
    expect(zoe).toHaveTextContent('ÉtatConfirmée');
    expect(zoe).toHaveTextContent(/Montant\s*25,00\s€/);
    const button = within(zoe).getByRole('button', { name: 'Annuler l’inscription' });
    expect(button).toHaveAccessibleDescription("Inscription de Zoé O'Connell Stage national d'hiver");
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const louis = card('Passage de grades');
    expect(louis).toHaveTextContent("Inscription de Louis O'Connell");
    expect(louis).toHaveTextContent('Date1er octobre 2026');
    expect(louis).toHaveTextContent('MontantGratuit');
    // Not cancellable (the event has begun): no button.
    expect(within(louis).queryByRole('button')).toBeNull();

    const ada = card('Assemblée générale ordinaire');
    expect(ada).toHaveTextContent("Inscription d’Ada O'Connell");
    expect(ada).toHaveTextContent('ÉtatListe d’attente');
    expect(ada).toHaveTextContent(/Montant\s*12,50\s€/);
    expect(within(ada).getByRole('button', { name: 'Annuler l’inscription' })).toBeEnabled();

    expect(calls).toEqual([{ method: 'GET', url: '/api/espace/registrations', body: undefined }]);
    expect(jest.mocked(fetch).mock.calls[0]![1]).toMatchObject({ credentials: 'same-origin' });
    expect(statusRegion()).toBeEmptyDOMElement();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says plainly when the address has no registration', async () => {
    mockApi({ [LIST]: { body: { items: [] } } });
    const { container } = render();
    expect(await screen.findByText('Aucune inscription faite avec cette adresse.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the server’s message on a failure, and loads again with « Réessayer »', async () => {
    let fail = true;
    const { calls } = mockApi({
      [LIST]: () =>
        fail
          ? {
              status: 503,
              body: { error: 'Service Unavailable', message: 'Le service est momentanément indisponible.' },
            }
          : { body: REGISTRATIONS },
    });
    const { container } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Les inscriptions n’ont pas pu être chargées : Le service est momentanément indisponible.',
    );
    expect(await axeViolations(container)).toEqual([]);

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: "Stage national d'hiver" })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('asks in place before cancelling; « Non » and Escape send nothing and give the focus back', async () => {
    const { writes } = mockApi({ [LIST]: { body: REGISTRATIONS }, [CANCEL]: { body: { message: 'Annulée.' } } });
    const { container } = render();
    const zoe = await waitFor(() => card("Stage national d'hiver"));
    const trigger = within(zoe).getByRole('button', { name: 'Annuler l’inscription' });

    await userEvent.click(trigger);
    const question = within(zoe).getByRole('group', {
      name: "Annuler l’inscription de Zoé O'Connell à «\u00a0Stage national d'hiver\u00a0»\u00a0?",
    });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', question.id);
    expect(within(question).getByRole('button', { name: 'Non' })).toHaveFocus();
    expect(within(question).getByRole('button', { name: 'Oui, annuler' })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(question).getByRole('button', { name: 'Non' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    expect(screen.getByRole('group')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(trigger).toHaveFocus();

    // Only one question at a time: asking about another registration closes the first.
    await userEvent.click(trigger);
    await userEvent.click(
      within(card('Assemblée générale ordinaire')).getByRole('button', { name: 'Annuler l’inscription' }),
    );
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group')).toHaveAccessibleName(
      "Annuler l’inscription d’Ada O'Connell à «\u00a0Assemblée générale ordinaire\u00a0»\u00a0?",
    );
    expect(writes()).toEqual([]);
  });

  it('cancels once confirmed: one POST, the server’s message in the status region, the list loaded again', async () => {
    const server = listThenAfter(AFTER_CANCEL);
    let answer: (value: Answer) => void = () => undefined;
    const { calls, writes } = mockApi({
      [LIST]: server.list,
      [CANCEL]: () =>
        new Promise<Answer>((resolve) => {
          answer = resolve;
        }),
    });
    const { container } = render();
    const zoe = await waitFor(() => card("Stage national d'hiver"));
    await userEvent.click(within(zoe).getByRole('button', { name: 'Annuler l’inscription' }));
    const yes = within(zoe).getByRole('button', { name: 'Oui, annuler' });
    await userEvent.click(yes);

    // While the server answers: nothing can be sent a second time.
    expect(within(zoe).getByRole('button', { name: 'Annulation…' })).toBeDisabled();
    expect(within(zoe).getByRole('button', { name: 'Non' })).toBeDisabled();
    expect(
      within(card('Assemblée générale ordinaire')).getByRole('button', { name: 'Annuler l’inscription' }),
    ).toBeDisabled();
    await userEvent.click(within(zoe).getByRole('button', { name: 'Annulation…' }));
    expect(writes()).toEqual([{ method: 'POST', url: '/api/espace/registrations/IN-4R7T2K/cancel', body: undefined }]);

    server.cancelled();
    answer({ body: { message: 'Inscription annulée : un e-mail vous le confirme.' } });
    await waitFor(() => expect(statusRegion()).toHaveTextContent('Inscription annulée : un e-mail vous le confirme.'));
    expect(screen.queryByRole('alert')).toBeNull();

    // Loaded again: the registration is now cancelled and has no button.
    await waitFor(() => expect(card("Stage national d'hiver")).toHaveTextContent('ÉtatAnnulée'));
    expect(within(card("Stage national d'hiver")).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('link', { name: "Stage national d'hiver" })).toHaveFocus();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([LIST, CANCEL, LIST]);
    expect(writes()).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a refusal (409) in an alert, and loads the list again', async () => {
    const server = listThenAfter({ items: [{ ...ZOE, cancellable: false }, LOUIS, ADA] });
    const { calls } = mockApi({
      [LIST]: server.list,
      [CANCEL]: () => {
        server.cancelled();
        return {
          status: 409,
          body: {
            error: 'Conflict',
            message: 'Cette inscription ne peut plus être annulée : l’événement a commencé.',
          },
        };
      },
    });
    const { container } = render();
    const zoe = await waitFor(() => card("Stage national d'hiver"));
    await userEvent.click(within(zoe).getByRole('button', { name: 'Annuler l’inscription' }));
    await userEvent.click(within(zoe).getByRole('button', { name: 'Oui, annuler' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette inscription ne peut plus être annulée : l’événement a commencé.',
    );
    expect(statusRegion()).toBeEmptyDOMElement();
    await waitFor(() => expect(within(card("Stage national d'hiver")).queryByRole('button')).toBeNull());
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([LIST, CANCEL, LIST]);
    expect(screen.getByRole('link', { name: "Stage national d'hiver" })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);

    // Asking again about another registration clears the old message.
    await userEvent.click(
      within(card('Assemblée générale ordinaire')).getByRole('button', { name: 'Annuler l’inscription' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the server cannot be reached for the cancellation', async () => {
    const { calls } = mockApi({ [LIST]: { body: REGISTRATIONS } });
    render();
    const zoe = await waitFor(() => card("Stage national d'hiver"));
    await userEvent.click(within(zoe).getByRole('button', { name: 'Annuler l’inscription' }));
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url: String(input), body: undefined });
      return init?.method === 'POST'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve({ ok: true, status: 200, json: async () => REGISTRATIONS } as Response);
    });
    await userEvent.click(within(zoe).getByRole('button', { name: 'Oui, annuler' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur est injoignable.');
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([LIST, CANCEL, LIST]));
    // Still cancellable: the button is there again.
    expect(within(card("Stage national d'hiver")).getByRole('button', { name: 'Annuler l’inscription' })).toBeEnabled();
  });
});

describe('who a registration is for, in French', () => {
  it('elides « de » before a vowel, not before a y or an h', () => {
    expect(ofPerson({ firstName: 'Zoé', lastName: "O'Connell" })).toBe("de Zoé O'Connell");
    expect(ofPerson({ firstName: 'Ada', lastName: 'Lemaire' })).toBe('d’Ada Lemaire');
    expect(ofPerson({ firstName: 'Élise', lastName: 'Moreau' })).toBe('d’Élise Moreau');
    expect(ofPerson({ firstName: 'Yanis', lastName: 'Benali' })).toBe('de Yanis Benali');
    expect(ofPerson({ firstName: 'Hugo', lastName: 'Martin' })).toBe('de Hugo Martin');
  });
});
