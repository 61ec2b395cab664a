import type { Migration } from 'kysely';
import * as initial from './001_initial';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '001_initial': initial,
};
