// Registrations to events: an event’s registration settings, clearing them when the event goes, and a
// mailbox's registrations for « Mon espace ».
export { clearRegistrationsOf, findSettings } from './store';
export { cancelHouseholdRegistration, householdRegistration, householdRegistrations } from './household';
