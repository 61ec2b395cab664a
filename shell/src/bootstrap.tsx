import { startTransition } from 'react';
import type { RootOptions } from 'react-dom/client';
import './styles/global.css';

/**
 * Lets the browser paint and handle input before the next step: on a phone each step of taking
 * the page over costs tens of milliseconds, and one long task would block a tap for all of them.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Taking the page over, one step per task. The modules below all come in the entry file (eager:
 * no request of their own), but a module is evaluated only when first imported, and an eager
 * `import()` is evaluated in the microtasks of the task that asks for it: imported statically
 * here, or before the first yield, React DOM, @wado/shared, the router and the app were evaluated
 * in one go with the federation runtime, a task of 150–400 ms on the calibrated phone (CPU ×3,
 * docs/performance.md, « Reprendre la page sans bloquer le téléphone »). Each `import()` below
 * follows a yield: one module (and what it alone imports) per task.
 */
async function start() {
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  // The router (~90 KB), which @wado/shared's components import: evaluated on its own first.
  await Promise.all([
    import(/* webpackMode: "eager" */ 'react-router'),
    import(/* webpackMode: "eager" */ 'react-router/dom'),
  ]);
  await yieldToBrowser();
  const { CLIENT_RENDER_DIGEST, configureApi, readRuntimeConfig } = await import(
    /* webpackMode: "eager" */ '@wado/shared'
  );
  await yieldToBrowser();
  const { registerSections, SectionLoadError } = await import(/* webpackMode: "eager" */ './sections/loadSection');
  const config = await readRuntimeConfig();
  configureApi({ baseUrl: config.apiBaseUrl });
  registerSections(config);
  await yieldToBrowser();
  // The app's own modules: layout, pages, the route table.
  const { createApp } = await import(/* webpackMode: "eager" */ './app/App');
  await yieldToBrowser();
  const App = createApp();
  await yieldToBrowser();

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
  const container = document.getElementById('root');
  if (!container) throw new Error('#root manquant dans index.html');
  // The server sends the page already rendered: the browser takes it over as it is.
  // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page (a phone stays responsive meanwhile).
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, <App />, rootOptions));
  else createRoot(container, rootOptions).render(<App />);
}

void start();
