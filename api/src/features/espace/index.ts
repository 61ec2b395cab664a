// « Mon espace »: its routes (sign-in by link, the household and each section's part, the public licence check).
export { espaceRoutes } from './routes';
