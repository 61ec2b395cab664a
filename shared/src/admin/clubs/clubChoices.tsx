import type { ClubInput, ClubRecord } from '../../contract';
import { collectionApi } from '../collections/collectionApi';
import { adminClasses } from '../ui/Messages';

/** A club as the back office's club screens offer it (licences, competition entries). */
export interface ClubChoice {
  id: number;
  name: string;
  city: string;
}

const clubsAdmin = collectionApi<ClubInput, ClubRecord>('clubs');

/** The clubs the signed-in person keeps (the server answers a club manager with hers), by name. */
export async function clubChoices(): Promise<ClubChoice[]> {
  const { items } = await clubsAdmin.list();
  return items
    .map(({ id, name, city }) => ({ id, name, city }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id - b.id);
}

/** « Wado Kai Rennes (Rennes) »: two clubs of one name stay apart. */
export const clubLabel = (club: ClubChoice) => (club.city ? `${club.name} (${club.city})` : club.name);

/** The club a screen is about, when the person keeps more than one (a filter of the screen). */
export function ClubSelect({
  id,
  clubs,
  value,
  onChange,
}: {
  id: string;
  clubs: readonly ClubChoice[];
  value: number;
  onChange: (clubId: string) => void;
}) {
  return (
    <div className={adminClasses.field}>
      <label htmlFor={id}>Club</label>
      <select
        id={id}
        className={`${adminClasses.input} ${adminClasses.filterControl}`}
        value={String(value)}
        onChange={(event) => onChange(event.target.value)}
      >
        {clubs.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {clubLabel(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
