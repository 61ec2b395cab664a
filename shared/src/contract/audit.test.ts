import { withFrenchSpaces } from '../test/fixtures';
import { AUDIT_ACTIONS, AUDIT_KINDS, AUDIT_PAIRS, auditNameFromData, auditSentence, ofRecord, toRecord } from './audit';

const line = (fields: Partial<Parameters<typeof auditSentence>[0]>) => ({
  actor: 'lea@exemple.fr',
  action: 'update',
  kind: 'page',
  recordId: '12',
  before: null,
  after: null,
  ...fields,
});

describe('the audit log in French', () => {
  it('words every (action, kind) pair the API writes, named or not, with or without data', () => {
    const codes = [...Object.keys(AUDIT_ACTIONS), ...Object.keys(AUDIT_KINDS)].filter((code) => /[-_]/.test(code));
    for (const { action, kind } of AUDIT_PAIRS) {
      for (const fields of [
        { name: 'Stage de Mimizan' },
        { name: null },
        {
          before: JSON.stringify({ title: 'Avant', label: 'M', roles: ['media'] }),
          after: JSON.stringify({
            title: 'Après',
            label: 'L',
            roles: [],
            delta: -2,
            recipients: 1,
            to: 'paul@exemple.fr',
            status: 'paid',
          }),
        },
      ]) {
        const sentence = auditSentence(line({ action, kind, ...fields }));
        expect(sentence).toMatch(/^lea@exemple\.fr (a|s’est) /);
        expect(sentence).not.toMatch(/undefined|null|\[object|NaN| {2}|opération/);
        // No code shows: the codes with a dash or an underscore cannot be French words.
        for (const code of codes) expect(sentence).not.toContain(code);
      }
    }
    expect(AUDIT_PAIRS.length).toBeGreaterThan(100);
  });

  it('says what a volunteer understands', () => {
    const say = (fields: Partial<Parameters<typeof auditSentence>[0]>) => auditSentence(line(fields));
    expect(say({ action: 'photo-add', kind: 'album', name: 'Stage de Mimizan', after: '{"caption":"Salut"}' })).toBe(
      withFrenchSpaces('lea@exemple.fr a ajouté une photo à l’album « Stage de Mimizan »'),
    );
    expect(say({ after: JSON.stringify({ title: 'Histoire', body: '…' }) })).toBe(
      withFrenchSpaces('lea@exemple.fr a modifié la page « Histoire »'),
    );
    expect(
      say({ action: 'invite', kind: 'person', after: '{"email":"paul@exemple.fr","roles":["media","shop"]}' }),
    ).toBe(withFrenchSpaces('lea@exemple.fr a invité paul@exemple.fr (rôles : Médias, Boutique)'));
    expect(
      say({ action: 'invite', kind: 'person', after: '{"email":"zoe@exemple.fr","roles":["club"],"clubIds":[3,7]}' }),
    ).toBe(
      withFrenchSpaces('lea@exemple.fr a invité zoe@exemple.fr (rôle : Responsable de club ; clubs n°\u00a03, 7)'),
    );
    expect(say({ action: 'password', kind: 'person', name: 'lea@exemple.fr' })).toBe(
      'lea@exemple.fr a changé son mot de passe',
    );
    expect(say({ action: 'password', kind: 'person', name: 'alice@exemple.fr' })).toBe(
      'lea@exemple.fr a changé le mot de passe d’alice@exemple.fr',
    );
    expect(say({ action: 'delete', kind: 'club', before: '{"name":"Dojo de Lyon","email":"dojo@exemple.fr"}' })).toBe(
      withFrenchSpaces('lea@exemple.fr a supprimé le club « Dojo de Lyon »'),
    );
    expect(say({ action: 'status', kind: 'order', recordId: 'W-2026-0007', after: '{"status":"shipped"}' })).toBe(
      withFrenchSpaces('lea@exemple.fr a passé la commande n° W-2026-0007 à l’état « Expédiée ou remise »'),
    );
    expect(
      say({ action: 'send', kind: 'newsletter', name: 'Rentrée', after: '{"status":"sending","recipients":1}' }),
    ).toBe(withFrenchSpaces('lea@exemple.fr a envoyé la lettre « Rentrée » à 1 abonné'));
    expect(say({ action: 'open', kind: 'event-registrations', name: 'Stage d’été' })).toBe(
      withFrenchSpaces('lea@exemple.fr a ouvert les inscriptions à l’événement « Stage d’été »'),
    );
    expect(say({ action: 'resend-receipt', kind: 'donation', recordId: 'D-12', after: '{"to":"a@b.fr"}' })).toBe(
      'lea@exemple.fr a renvoyé le reçu fiscal du don n° D-12 à a@b.fr',
    );
    expect(say({ actor: 'système', action: 'delete', kind: 'upload', recordId: '31' })).toBe(
      'Le site a supprimé l’image n° 31',
    );
  });

  it('keeps unknown codes readable', () => {
    expect(auditSentence(line({ action: 'merge', kind: 'gizmo', recordId: '12' }))).toBe(
      withFrenchSpaces('lea@exemple.fr a fait l’opération « merge » sur l’élément n° 12'),
    );
    expect(auditSentence(line({ action: 'update', kind: 'gizmo', after: '{"title":"Truc"}' }))).toBe(
      withFrenchSpaces('lea@exemple.fr a modifié l’élément « Truc »'),
    );
  });

  it('names a record from its own data only, after it else before', () => {
    expect(auditNameFromData('update', '{"title":"Avant"}', '{"title":"Après"}')).toBe('Après');
    expect(auditNameFromData('delete', '{"title":"Avant"}', null)).toBe('Avant');
    expect(auditNameFromData('update', 'pas du JSON', '[1]')).toBeNull();
    // A size's label is not its article's name.
    expect(auditNameFromData('variant-add', null, '{"label":"M"}')).toBeNull();
  });

  it('contracts « de » and « à » with the article', () => {
    expect(['le club', 'les réglages', 'la page', 'l’album', 'alice@x.fr', 'paul@x.fr'].map(ofRecord)).toEqual([
      'du club',
      'des réglages',
      'de la page',
      'de l’album',
      'd’alice@x.fr',
      'de paul@x.fr',
    ]);
    expect(['le club', 'les réglages', 'la page'].map(toRecord)).toEqual(['au club', 'aux réglages', 'à la page']);
  });
});
