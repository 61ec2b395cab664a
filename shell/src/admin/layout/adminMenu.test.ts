import { ACCESS, REMOTE_APPS, type Role } from '@wado/shared';
import { adminMenu, SECTION_WORK, sectionDescription } from './adminMenu';

describe('the back office’s menu', () => {
  it('has a sentence for every part of ACCESS that a remote’s section serves in apps.json', () => {
    for (const remote of REMOTE_APPS) {
      for (const part of remote.admin?.access ?? [])
        expect([remote.name, part, SECTION_WORK[remote.name]?.[part]]).toEqual([remote.name, part, expect.any(String)]);
    }
  });

  it('tells each person only the parts of a section her roles open', () => {
    expect(sectionDescription('mf-shop', ['shop'])).toBe(
      'Le catalogue (articles, prix, stock et catégories) et les conditions générales de vente.',
    );
    expect(sectionDescription('mf-shop', ['treasurer'])).toBe('Les commandes, leurs paiements et leur export.');
    expect(sectionDescription('mf-shop', ['admin'])).toBe(
      'Le catalogue (articles, prix, stock et catégories) et les conditions générales de vente ; les commandes, leurs paiements et leur export.',
    );
  });

  it('lists the sections in the manifest’s order, each for the roles its parts name', () => {
    const sectionsOf = (roles: Role[]) => adminMenu(roles).flatMap((entry) => (entry.remote ? [entry.remote] : []));
    expect(sectionsOf(['admin'])).toEqual(REMOTE_APPS.filter((remote) => remote.admin).map((remote) => remote.name));
    expect(sectionsOf([...ACCESS.treasury])).toEqual(['mf-association', 'mf-shop']);
    expect(sectionsOf(['wado'])).toEqual(['mf-wado']);
  });

  it('opens « Personnes » to the association, for club managers only, and the site’s own places to the admin only', () => {
    const labels = (roles: Role[]) => adminMenu(roles).map((entry) => entry.label);
    const people = (roles: Role[]) => adminMenu(roles).find((entry) => entry.label === 'Personnes');
    expect(people(['association'])).toEqual({
      to: '/admin/personnes',
      label: 'Personnes',
      description: 'Nommer les responsables de club et choisir leurs clubs.',
    });
    expect(people(['admin'])?.description).toBe(
      'Inviter des bénévoles, changer leurs rôles, désactiver un compte, émettre des jetons d’API.',
    );
    for (const place of ['Pages du site', 'Réglages du site', 'Journal']) {
      expect(labels(['association'])).not.toContain(place);
      expect(labels(['admin'])).toContain(place);
    }
    expect(labels(['media'])).not.toContain('Personnes');
    expect(labels(['club'])).not.toContain('Personnes');
  });

  it('gives a club manager the association’s section, told what she may do there', () => {
    expect(adminMenu(['club']).map((entry) => entry.label)).toEqual([
      'Accueil',
      'Association',
      'Médias',
      'Guide',
      'Mot de passe',
    ]);
    expect(sectionDescription('mf-media', ['club'])).toBe(
      'L’inscription de vos licenciés aux compétitions et son paiement.',
    );
    expect(sectionDescription('mf-association', ['club'])).toBe(
      'Les fiches des clubs dont vous avez la charge dans l’annuaire (adresse, horaires des cours, contacts) ; les licenciés des clubs, leurs licences de la saison et leur paiement.',
    );
  });
});
