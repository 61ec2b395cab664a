// What other features use of the clubs' licensees: the collection (editing), its routes (the app), and
// what « Mon espace » shows of a household: its members, their licences and documents, the public check.
export { keepsClub, LICENSEES } from './admin';
export { licenseeRoutes } from './routes';
export { householdLicenceDocument, householdLicences, householdMembers, licenceCheck } from './household';
