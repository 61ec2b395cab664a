import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberProofStore } from '@wado/shared';
import { mockFetch } from '@wado/shared/testing';
import { renderPage } from '@wado/shared/testing/page';
import AffiliationPage from './AffiliationPage';

beforeEach(() => {
  sessionStorage.clear();
  memberProofStore.set(null);
});

async function check(licence: string, name: string) {
  await userEvent.click(screen.getByRole('radio', { name: 'Oui, je suis licencié' }));
  if (licence) await userEvent.type(screen.getByLabelText('Numéro de licence'), licence);
  if (name) await userEvent.type(screen.getByLabelText('Nom du licencié'), name);
  await userEvent.click(screen.getByRole('button', { name: 'Vérifier ma licence' }));
}

it('checks the licence format and the name before asking the server', async () => {
  const { calls } = mockFetch({});
  renderPage(<AffiliationPage />);
  await check('12345', '');
  expect(screen.getByLabelText('Numéro de licence')).toHaveAccessibleDescription(
    expect.stringContaining('« WF » suivi de 8 chiffres'),
  );
  expect(screen.getByLabelText('Nom du licencié')).toHaveAccessibleDescription('Nom : ce champ est obligatoire.');
  expect(calls).toHaveLength(0);
});

it('keeps a proof of a recognised licence and says which club', async () => {
  const { calls } = mockFetch({
    '/api/members/check': {
      body: { affiliated: true, clubName: 'Wado Club Lyon Croix-Rousse', seasonEnd: '2027-08-31' },
    },
  });
  renderPage(<AffiliationPage />);
  await check('wf 26 004217', 'Lefèvre');
  expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({ licenceNumber: 'WF26004217', lastName: 'Lefèvre' });
  expect(await screen.findByText(/Licence WF26004217 vérifiée \(Wado Club Lyon Croix-Rousse\)/)).toBeInTheDocument();
  expect(memberProofStore.get()).toMatchObject({
    licenceNumber: 'WF26004217',
    lastName: 'Lefèvre',
    clubName: 'Wado Club Lyon Croix-Rousse',
  });
});

it('says when no valid licence matches, and keeps no proof', async () => {
  mockFetch({ '/api/members/check': { body: { affiliated: false } } });
  renderPage(<AffiliationPage />);
  await check('WF26004217', 'Martin');
  expect(await screen.findByText(/Aucune licence en cours de validité ne correspond/)).toBeInTheDocument();
  expect(memberProofStore.get()).toBeNull();
});
