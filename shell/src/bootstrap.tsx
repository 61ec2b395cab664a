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
  createRoot(container).render(<App />);
}

void start();
