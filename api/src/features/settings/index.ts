// The site’s settings (name, addresses, payee…) as every feature reads them.
export { readSettingsRecord, readSiteSettings } from './store';
