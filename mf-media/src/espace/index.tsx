import type { EspacePart, RemoteName } from '@wado/shared';
import { CompetitionsPart } from './CompetitionsPart';
import { RegistrationsPart } from './RegistrationsPart';

/**
 * The module this remote exposes to « Mon espace » (`./espace`, see `EspaceModule`): the
 * registrations to events made with the signed-in address, which can be cancelled from there, and
 * the household's entries to competitions made by their clubs. The
 * shell loads it once someone is signed in, and frames each part under its title.
 */
export const remote: RemoteName = 'mf-media';

export const parts: EspacePart[] = [
  { id: 'inscriptions', title: 'Inscriptions aux événements', Component: RegistrationsPart },
  { id: 'competitions', title: 'Compétitions', Component: CompetitionsPart },
];
