import { ACCESS } from './access';
import { ADMIN_SECTIONS } from './adminSections';
import { ROLES } from './roles';

describe('the table of what each role may do', () => {
  it('gives every role something to do, and each part of the administration to someone', () => {
    const used = new Set(Object.values(ACCESS).flat());
    expect(ROLES.filter((role) => !used.has(role))).toEqual([]);
    for (const [capability, roles] of Object.entries(ACCESS) as [string, readonly string[]][])
      expect({ capability, empty: roles.length === 0 }).toEqual({ capability, empty: false });
  });

  it('is what the back office’s sections open to', () => {
    expect(Object.fromEntries(ADMIN_SECTIONS.map((section) => [section.remote, [...section.roles]]))).toEqual({
      'mf-association': [...new Set([...ACCESS.association, ...ACCESS.clubs, ...ACCESS.treasury])],
      'mf-wado': [...ACCESS.wado],
      'mf-selection': [...ACCESS.selection],
      'mf-media': [...new Set([...ACCESS.media, ...ACCESS.competitions, ...ACCESS.competitionEntries])],
      'mf-shop': [...ACCESS.shop, ...ACCESS.treasury],
    });
  });
});
