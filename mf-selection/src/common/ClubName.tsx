import type { ClubReference } from '@wado/shared';
import { Link } from 'react-router';

/**
 * A club as the team's pages name it: a club of the directory links to it in the club finder
 * (with its town when `withCity`); a club outside the directory (abroad) is its name only.
 */
export function ClubName({ club, withCity = false }: { club: ClubReference; withCity?: boolean }) {
  const town = withCity && club.city ? ` (${club.city})` : '';
  if (club.id === null) return <>{`${club.name}${town}`}</>;
  return <Link to={`/affiliated_clubs?q=${encodeURIComponent(club.name)}`}>{`${club.name}${town}`}</Link>;
}
