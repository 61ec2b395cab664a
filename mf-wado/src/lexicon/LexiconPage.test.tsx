import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wado/shared/testing';
import type { LexiconResponse, LexiconTerm } from '@wado/shared';
import { renderPage } from '@wado/shared/testing/page';
import LexiconPage from './LexiconPage';

const TERMS: LexiconTerm[] = [
  { id: 1, term: 'Age uke', kana: '上げ受け', meaning: 'Parade montante.', category: 'techniques' },
  { id: 2, term: 'Mae geri', kana: '前蹴り', meaning: 'Coup de pied de face.', category: 'techniques' },
  { id: 3, term: 'Mokuso', kana: '黙想', meaning: 'Méditation silencieuse.', category: 'dojo' },
  { id: 4, term: 'Ōtsuka Hironori', kana: '大塚博紀', meaning: 'Fondateur du Wadō-ryū.', category: 'histoire' },
  { id: 5, term: 'Obi', kana: '帯', meaning: 'Ceinture.', category: 'dojo' },
  { id: 6, term: 'Ni', kana: '二', meaning: 'Deux.', category: 'nombres' },
];
const LEXICON: LexiconResponse = { items: TERMS, total: TERMS.length, page: 1, limit: 500, pages: 1 };

function renderAt(url: string) {
  mockFetch({ '/api/lexicon?limit=500': { body: LEXICON } });
  return renderPage({ '/lexicon': <LexiconPage /> }, { url, showLocation: true });
}

const letters = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const termsUnder = (letter: string) =>
  within(screen.getByRole('region', { name: letter }))
    .getAllByRole('term')
    .map((term) => term.querySelector('span')?.textContent);

describe('LexiconPage', () => {
  it('groups the terms by letter, Ōtsuka among the O, with kana and category', async () => {
    renderAt('/lexicon');
    expect(await screen.findByText('6 termes affichés sur 6')).toBeInTheDocument();
    expect(letters()).toEqual(['A', 'M', 'N', 'O']);
    expect(termsUnder('O')).toEqual(['Obi', 'Ōtsuka Hironori']);
    expect(screen.getByText('前蹴り')).toHaveAttribute('lang', 'ja');
    expect(
      within(screen.getByRole('navigation', { name: 'Aller à la lettre' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['A', 'M', 'N', 'O']);
    expect(document.title).toBe('Lexique – Wado France');
  });

  it('searches instantly, ignoring accents and case, in terms and meanings, and keeps it in the URL', async () => {
    renderAt('/lexicon');
    await screen.findByText('6 termes affichés sur 6');
    await userEvent.type(screen.getByLabelText('Rechercher un terme'), 'OTSUKA');
    expect(letters()).toEqual(['O']);
    expect(termsUnder('O')).toEqual(['Ōtsuka Hironori']);
    expect(screen.getByTestId('search')).toHaveTextContent('?q=OTSUKA');
    await userEvent.clear(screen.getByLabelText('Rechercher un terme'));
    await userEvent.type(screen.getByLabelText('Rechercher un terme'), 'meditation');
    expect(termsUnder('M')).toEqual(['Mokuso']);
    expect(screen.getByText('1 terme affiché sur 6')).toBeInTheDocument();
  });

  it('filters by category from a shared URL', async () => {
    renderAt('/lexicon?category=techniques');
    expect(await screen.findByText('2 termes affichés sur 6')).toBeInTheDocument();
    expect(screen.getByLabelText('Catégorie')).toHaveValue('techniques');
    expect(letters()).toEqual(['A', 'M']);
    await userEvent.selectOptions(screen.getByLabelText('Catégorie'), 'nombres');
    expect(letters()).toEqual(['N']);
    expect(screen.getByTestId('search')).toHaveTextContent('?category=nombres');
  });

  it('says so when nothing matches and can show everything again', async () => {
    renderAt('/lexicon?q=zzz&category=dojo');
    expect(await screen.findByText('Aucun terme ne correspond à votre recherche')).toBeInTheDocument();
    expect(screen.getByText('Aucun terme affiché')).toHaveAttribute('role', 'status');
    const everything = screen.getByRole('link', { name: 'Afficher tout le lexique' });
    expect(everything).toHaveAttribute('href', '/lexicon');
    await userEvent.click(everything);
    expect(screen.getByText('6 termes affichés sur 6')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });

  it('searches with a form of the page that the server answers before the script runs', async () => {
    renderAt('/lexicon?q=otsuka&category=histoire');
    expect(await screen.findByText('1 terme affiché sur 6')).toBeInTheDocument();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/lexicon');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ q: 'otsuka', category: 'histoire' });
    // Once the script runs, sending it changes nothing more: the list follows the fields already.
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?q=otsuka&category=histoire');
    expect(termsUnder('O')).toEqual(['Ōtsuka Hironori']);
  });
});
