// What other features use of the clubs' licensees: the collection (editing) and its routes (the app).
export { LICENSEES } from './admin';
export { licenseeRoutes } from './routes';
