import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyScreen } from './lazyScreen';

function Committee() {
  return <h1>Comité directeur</h1>;
}

describe('lazyScreen', () => {
  it('downloads the screen once, whether preloaded first or rendered', async () => {
    const load = jest.fn(async () => ({ default: Committee }));
    const { Component, preload } = lazyScreen(load);
    expect(load).not.toHaveBeenCalled();
    await preload();
    await preload();
    render(
      <Suspense fallback={<p>Chargement…</p>}>
        <Component />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Comité directeur' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so that the visit itself tries again', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Committee }>, []>()
      .mockRejectedValueOnce(new Error('réseau coupé'))
      .mockResolvedValueOnce({ default: Committee });
    const { Component, preload } = lazyScreen(load);
    await expect(preload()).rejects.toThrow('réseau coupé');
    render(
      <Suspense fallback={<p>Chargement…</p>}>
        <Component />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Comité directeur' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
