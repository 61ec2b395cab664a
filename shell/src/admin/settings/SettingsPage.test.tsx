import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSettingsRecord } from '@wado/shared';
import { SITE_SETTINGS_INPUT_RULES } from '@wado/shared/admin';
import { renderAdmin, serve, session } from '../testing/renderAdmin';
import { SETTINGS_SAVED } from './SettingsPage';

const ADMIN = { email: 'lea@exemple.fr', roles: ['admin' as const] };

const RECORD: SiteSettingsRecord = {
  name: 'Wado France',
  fullName: 'Wado France – Association nationale',
  addressLines: ['18 rue Émile-Zola', '69002 Lyon'],
  email: 'contact@wado-france.fr',
  phone: '04 78 42 19 37',
  socialLinks: [{ label: 'Facebook', url: 'https://www.facebook.com/wadofrance' }],
  publisher: 'Wado France, association loi 1901',
  publicationDirector: 'Hélène Marchand',
  hostName: 'Rhône Datacentre SAS',
  hostAddress: '8 quai Perrache, 69002 Lyon',
  siret: '41234567000027',
  accountHolder: 'Wado France',
  iban: 'FR7612345678901234567890104',
  bic: 'WADOFRPPLYO',
  chequeOrder: 'Wado France',
  chequeAddress: 'Maison des associations, 69002 Lyon',
  shippingFeeCents: 690,
  freeShippingFromCents: 8000,
  copyrightYear: 2023,
  taxReceiptEligible: true,
  taxReceiptObject: 'Promouvoir et enseigner le karaté Wadō-ryū en France',
  taxReceiptQuality: 'Association d’intérêt général à caractère sportif',
  taxReceiptSignatory: 'Karim Benali',
  taxReceiptSignatoryRole: 'Trésorier',
  newsletterSenderName: 'Wado France',
  newsletterSenderEmail: 'newsletter@wado-france.fr',
  updatedAt: '2026-03-01T10:00:00Z',
  updatedBy: null,
};

async function open(
  put: Parameters<typeof serve>[0][string] = (body) => ({ body: { ...RECORD, ...(body as object) } }),
) {
  const calls = serve({
    ...session(ADMIN),
    'GET /api/admin/settings': { body: RECORD },
    'PUT /api/admin/settings': put,
  });
  await renderAdmin('/admin/reglages');
  await screen.findByRole('heading', { level: 1, name: 'Réglages du site' });
  return calls;
}

const puts = (calls: ReturnType<typeof serve>) => calls.filter((call) => call.method === 'PUT');

describe('SettingsPage', () => {
  it('shows the settings by group, amounts in euros, and saves them normalized', async () => {
    const calls = await open();
    expect(screen.getByRole('group', { name: 'Mentions légales' })).toBeInTheDocument();
    const fee = screen.getByLabelText(/Frais de port Colissimo/);
    expect(fee).toHaveValue('6,90');
    await userEvent.clear(fee);
    await userEvent.type(fee, '4,50');
    const email = screen.getByLabelText(/Adresse e-mail de contact/);
    await userEvent.clear(email);
    await userEvent.type(email, ' Secretariat@Wado-France.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]!.body).toMatchObject({
      email: 'secretariat@wado-france.fr',
      shippingFeeCents: 450,
      freeShippingFromCents: 8000,
      addressLines: RECORD.addressLines,
    });
  });

  it('takes the longest texts from the API’s schema, and refuses a name too long before sending', async () => {
    const calls = await open();
    const name = screen.getByLabelText(/^Nom court/);
    const longest = SITE_SETTINGS_INPUT_RULES.name.maxLength!;
    expect(name).toHaveAttribute('maxLength', String(longest));
    expect(screen.getByLabelText(/^IBAN/)).toHaveAttribute(
      'maxLength',
      String(SITE_SETTINGS_INPUT_RULES.iban.maxLength),
    );
    // `maxLength` stops typing: the text is pasted over it, as a script or an old browser could.
    fireEvent.change(name, { target: { value: 'W'.repeat(longest + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `Nom court : ${longest} caractères au plus (il y en a ${longest + 1}).`,
      ),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toEqual([]);
  });

  it('names each field to fix with the server’s rules, and sends nothing', async () => {
    const calls = await open();
    const iban = screen.getByLabelText(/^IBAN/);
    await userEvent.clear(iban);
    await userEvent.type(iban, 'FR76 1234 5678 9012 3456 7890 123');
    const siret = screen.getByLabelText(/^SIRET/);
    await userEvent.clear(siret);
    await userEvent.type(siret, '412 345 678 00029');
    const fee = screen.getByLabelText(/Frais de port Colissimo/);
    await userEvent.clear(fee);
    await userEvent.type(fee, '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('IBAN : ce numéro n’est pas un IBAN valide');
    expect(summary).toHaveTextContent('SIRET : il faut 14 chiffres');
    expect(summary).toHaveTextContent('Frais de port Colissimo : le montant doit être positif ou nul.');
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows the server’s refusal beside its field', async () => {
    await open({
      status: 400,
      body: {
        error: 'Bad Request',
        message: 'Les réglages n’ont pas été enregistrés : corrigez les champs signalés.',
        fields: { bic: 'BIC : il faut 8 ou 11 caractères (exemple : AGRIFRPP ou AGRIFRPP882).' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('BIC : il faut 8 ou 11 caractères'));
    expect(screen.getByLabelText(/^BIC/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the tax receipts’ facts only while the association issues receipts', async () => {
    const calls = await open();
    const quality = screen.getByLabelText(/^Qualité de l’organisme bénéficiaire/);
    await userEvent.clear(quality);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Qualité de l’organisme bénéficiaire : ce champ est obligatoire pour établir les reçus fiscaux.',
      ),
    );
    expect(puts(calls)).toHaveLength(0);

    const eligible = screen.getByRole('checkbox', { name: 'Les dons ouvrent droit à une réduction d’impôt' });
    expect(eligible).toBeChecked();
    await userEvent.click(eligible);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    await screen.findByText(SETTINGS_SAVED);
    expect(puts(calls)[0]!.body).toMatchObject({ taxReceiptEligible: false, taxReceiptQuality: '' });
  });

  it('adds and removes social links', async () => {
    const calls = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un lien' }));
    await userEvent.type(screen.getByLabelText('Libellé du lien 2'), 'Instagram');
    await userEvent.type(screen.getByLabelText('Adresse du lien 2'), 'https://www.instagram.com/wadofrance');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer le lien 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    await screen.findByText(SETTINGS_SAVED);
    expect(puts(calls)[0]!.body).toMatchObject({
      socialLinks: [{ label: 'Instagram', url: 'https://www.instagram.com/wadofrance' }],
    });
  });
});
