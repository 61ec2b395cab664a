import { ADMIN_SECTIONS, adminSectionOf, adminSectionsFor } from './adminSections';
import { REMOTE_NAMES } from './routes';

describe('the back office’s sections', () => {
  it('gives every remote a section, each opened by its team’s roles', () => {
    expect(ADMIN_SECTIONS.map((section) => section.remote)).toEqual([...REMOTE_NAMES]);
    expect(Object.fromEntries(ADMIN_SECTIONS.map((section) => [section.remote, section.roles]))).toEqual({
      'mf-association': ['association', 'club', 'treasurer'],
      'mf-wado': ['wado'],
      'mf-selection': ['selection'],
      'mf-media': ['media', 'selection', 'association', 'club'],
      'mf-shop': ['shop', 'treasurer'],
    });
  });

  it('opens to a person only the sections of their roles', () => {
    expect(adminSectionsFor(['wado']).map((section) => section.remote)).toEqual(['mf-wado']);
    expect(adminSectionsFor(['treasurer']).map((section) => section.remote)).toEqual(['mf-association', 'mf-shop']);
    expect(adminSectionsFor(['media', 'association']).map((section) => section.remote)).toEqual([
      'mf-association',
      'mf-media',
    ]);
    // Administrators may do everything: every section opens to them.
    expect(adminSectionsFor(['admin']).map((section) => section.remote)).toEqual([...REMOTE_NAMES]);
    expect(adminSectionOf('mf-media')?.label).toBe('Médias');
    expect(adminSectionOf('shell')).toBeUndefined();
  });
});
