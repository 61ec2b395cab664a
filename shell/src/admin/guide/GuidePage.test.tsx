import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@wado/shared';
import { axeViolations } from '@wado/shared/testing/admin-screens';
import { BIN_ROLES } from '../layout/adminMenu';
import { renderAdmin, serve, session } from '../testing/renderAdmin';
import { SCREENSHOT_URLS } from './screens';
import { CONTROL_PLACEHOLDER, GUIDE_TOPICS, screenshotNames, stepText } from './topics';

const person = (roles: Role[]) => ({ email: 'lea@exemple.fr', roles });

async function openGuide(roles: Role[]) {
  serve(session(person(roles)));
  const result = await renderAdmin('/admin/guide');
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Guide' })).toBeInTheDocument());
  return result;
}

const topicTitles = () =>
  screen
    .getAllByRole('region')
    .map((region) => within(region).getByRole('heading', { level: 2 }).textContent)
    .filter((title) => title !== null);

describe('the guide', () => {
  it('puts a treasurer’s topics first, links each from the contents to its anchor, and is axe clean', async () => {
    const { container } = await openGuide(['treasurer']);
    const contents = screen.getByRole('navigation', { name: 'Sommaire' });
    const groups = within(contents).getAllByRole('list');
    expect(
      within(groups[0]!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enregistrer un paiement', 'Enregistrer le virement d’un club', 'Mot de passe oublié']);
    expect(topicTitles().slice(0, 3)).toEqual([
      'Enregistrer un paiement',
      'Enregistrer le virement d’un club',
      'Mot de passe oublié',
    ]);
    expect(topicTitles()).toHaveLength(GUIDE_TOPICS.length);
    for (const link of within(contents).getAllByRole('link')) {
      const id = link.getAttribute('href')!.slice(1);
      expect(container.querySelector(`section#${id} h2`)).toHaveTextContent(link.textContent!);
    }
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives a media volunteer her topics first, in the guide’s order', async () => {
    await openGuide(['media']);
    expect(topicTitles().slice(0, 7)).toEqual([
      'Publier une actualité',
      'Ouvrir les inscriptions à un événement',
      'Organiser une compétition',
      'Construire un album',
      'Envoyer la newsletter',
      'Corbeille',
      'Coordonnées des réglages',
    ]);
  });

  it('gives the national team the organisation of a competition first', async () => {
    await openGuide(['selection']);
    expect(topicTitles()[0]).toBe('Organiser une compétition');
  });

  it('numbers each topic’s steps, names its controls in « », and shows its screenshots described, sized and lazy', async () => {
    await openGuide(['admin']);
    for (const topic of GUIDE_TOPICS) {
      const region = screen.getByRole('region', { name: topic.title });
      const steps = within(region).getAllByRole('listitem');
      expect(steps.map((step) => step.textContent)).toEqual(topic.steps.map(stepText));
      for (const [key, name] of screenshotNames(topic)) {
        const step = topic.steps.find((candidate) => candidate.key === key)!;
        const image = within(region).getByRole('img', { name: step.screenshot!.alt });
        expect(SCREENSHOT_URLS[name]).toBeDefined();
        expect(image).toHaveAttribute('loading', 'lazy');
        expect(image).toHaveAttribute('width', '1280');
        expect(image).toHaveAttribute('height', '800');
      }
    }
    expect(screen.getByRole('link', { name: 'Guide' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the topics', () => {
  it('are well formed: unique anchors and keys, one placeholder per control, a key for every control and screenshot', () => {
    expect(new Set(GUIDE_TOPICS.map((topic) => topic.id)).size).toBe(GUIDE_TOPICS.length);
    for (const topic of GUIDE_TOPICS) {
      expect(topic.id).toMatch(/^[a-z0-9-]+$/);
      const keys = topic.steps.flatMap((step) => (step.key ? [step.key] : []));
      expect(new Set(keys).size).toBe(keys.length);
      for (const step of topic.steps) {
        expect(step.text.split(CONTROL_PLACEHOLDER).length - 1).toBe(step.control ? 1 : 0);
        if (step.control || step.screenshot) expect(step.key).toBeDefined();
        // French typography: apostrophes are typographic.
        expect(step.text).not.toContain("'");
      }
    }
  });

  it('give the bin to those who have it, and every screenshot a file', () => {
    expect(GUIDE_TOPICS.find((topic) => topic.id === 'corbeille')!.roles).toEqual(BIN_ROLES);
    const names = GUIDE_TOPICS.flatMap((topic) => [...screenshotNames(topic).values()]);
    expect(Object.keys(SCREENSHOT_URLS).sort()).toEqual(names.sort());
  });
});
