import { createRoot } from 'react-dom/client';
import { configureApi, readRuntimeConfig } from '@wado/shared';
import { registerSections } from './sections/loadSection';
import { App } from './app/App';
import './styles/global.css';

async function start() {
  const config = await readRuntimeConfig();
  configureApi({ baseUrl: config.apiBaseUrl });
  registerSections(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root manquant dans index.html');
  createRoot(container, {
    // A section caught by its boundary is an expected state with its own French message.
    onCaughtError: (error) => console.warn('Section indisponible :', error),
  }).render(<App />);
}

void start();
