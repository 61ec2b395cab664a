import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { CLIENT_RENDER_DIGEST, configureApi, readRuntimeConfig } from '@wado/shared';
import { registerSections, SectionLoadError } from './sections/loadSection';
import './styles/global.css';

const rootOptions: RootOptions = {
  // A section caught by its boundary is an expected state with its own French message.
  onCaughtError: (error) => console.warn('Section indisponible :', error),
  // React rendered part of the page anew in the browser. Expected when the server left it to the
  // browser (a section it could not render) or when the browser's own loading failed while taking
  // the page over (a remote down: the section's message shows). HTML that does not match what the
  // browser renders is a bug, worth a console error.
  onRecoverableError: (error) => {
    const cause = (error as { cause?: unknown }).cause;
    const digest = (error as { digest?: string }).digest ?? (cause as { digest?: string } | undefined)?.digest;
    if (digest === CLIENT_RENDER_DIGEST) console.info('Rendu par le navigateur :', error);
    else if (cause instanceof SectionLoadError) console.warn('Section indisponible :', cause);
    else console.error(error);
  },
};

/**
 * Lets the browser paint and handle input before the next step: on a phone each step of taking
 * the page over costs tens of milliseconds, and one long task would block a tap for all of them.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  // The app's modules (layout, pages, the router) come in the entry file with React (eager: no
  // request of their own), but are evaluated below in a task of their own: on a phone, evaluating
  // React DOM, the router and the app in one go was one 150–250 ms task (CPU ×4).
  const appModule = import(/* webpackMode: "eager" */ './app/App');
  await yieldToBrowser();
  const config = await readRuntimeConfig();
  configureApi({ baseUrl: config.apiBaseUrl });
  registerSections(config);
  await yieldToBrowser();
  const { createApp } = await appModule;
  await yieldToBrowser();
  const App = createApp();
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root manquant dans index.html');
  // The server sends the page already rendered: the browser takes it over as it is.
  // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page (a phone stays responsive meanwhile).
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, <App />, rootOptions));
  else createRoot(container, rootOptions).render(<App />);
}

void start();
