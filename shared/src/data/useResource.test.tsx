import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { mockFetch } from '@wado/shared/testing';
import { request } from '../api/http';
import { createBrowserEnvironment, RenderEnvironmentProvider, type RenderEnvironment } from './renderEnvironment';
import { useResource } from './useResource';

/** A part of a page that shows the latest news title it loaded. */
function LatestNews() {
  const [state] = useResource(() => request<{ title: string }>('/api/news/latest'), 'news:latest');
  return <p>{state.status === 'ready' ? state.data.title : 'Chargement…'}</p>;
}

const RENDERED = { 'shell:news:latest': { status: 'ready', data: { title: 'Stage de Lyon' } } } as const;

function page(environment: RenderEnvironment) {
  return (
    <RenderEnvironmentProvider environment={environment}>
      <LatestNews />
    </RenderEnvironmentProvider>
  );
}

describe('useResource in the browser', () => {
  it('takes over the server’s HTML with its data, without asking the API again', async () => {
    const { calls } = mockFetch({});
    const environment = createBrowserEnvironment(RENDERED);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(environment));
    document.body.replaceChildren(container);
    const recoverable = jest.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(environment), { onRecoverableError: recoverable });
    });
    expect(container).toHaveTextContent('Stage de Lyon');
    expect(recoverable).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    act(() => root!.unmount());
  });

  it('still hydrates with the server’s data after the visitor tapped a link while the page was being taken over', async () => {
    const { calls } = mockFetch({});
    const environment = createBrowserEnvironment(RENDERED);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(environment));
    document.body.replaceChildren(container);
    // The router noted the navigation before this part of the page was hydrated.
    environment.leftRenderedPage = true;
    const recoverable = jest.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(environment), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('Stage de Lyon');
    expect(calls).toEqual([]);
    act(() => root!.unmount());
  });

  it('loads fresh data for a part rendered once the visitor has left the server’s page', async () => {
    const { calls } = mockFetch({ '/api/news/latest': { body: { title: 'Passage de grades' } } });
    const environment = createBrowserEnvironment(RENDERED);
    environment.leftRenderedPage = true;
    render(page(environment));
    expect(await screen.findByText('Passage de grades')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/news/latest']);
  });

  it('uses the server’s data for a part rendered in the browser before the visitor moves on', () => {
    const { calls } = mockFetch({});
    render(page(createBrowserEnvironment(RENDERED)));
    expect(screen.getByText('Stage de Lyon')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
