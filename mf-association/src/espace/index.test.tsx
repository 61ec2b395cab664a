import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ESPACE_REMOTES, type EspaceModule } from '@wado/shared';
import { mockFetch } from '@wado/shared/testing';
import * as espace from './index';

describe('the ./espace module', () => {
  it('has the shape the shell expects: this remote, its licences and its donations', () => {
    const module: EspaceModule = espace;
    expect(module.remote).toBe('mf-association');
    expect(ESPACE_REMOTES).toContain(module.remote);
    expect(module.parts.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: 'licences', title: 'Licences' },
      { id: 'dons', title: 'Dons et reçus fiscaux' },
    ]);
  });

  it('loads each part’s code on demand, and each part renders under the shell’s heading', async () => {
    mockFetch({
      '/api/espace/licences': { body: { members: [] } },
      '/api/espace/donations': { body: { items: [] } },
    });
    render(
      <Suspense fallback={<p>Chargement…</p>}>
        {espace.parts.map(({ id, Component }) => (
          <Component key={id} />
        ))}
      </Suspense>,
    );
    expect(await screen.findByText('Aucune licence n’est rattachée à cette adresse.')).toBeInTheDocument();
    expect(await screen.findByText('Aucun don fait avec cette adresse.')).toBeInTheDocument();
    // The shell renders the parts' headings (h2): a part has none of level 1 or 2.
    expect(screen.queryAllByRole('heading', { level: 1 })).toEqual([]);
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });
});
