// Registrations to events: an event’s registration settings, and clearing them when the event goes.
export { clearRegistrationsOf, findSettings } from './store';
