import { Link } from 'react-router';

/**
 * A club as the team's pages name it: a club of the directory (`clubId`) links to its own page; a
 * club outside the directory (abroad) is its name only. With `city`, its town follows.
 */
export function ClubName({ name, clubId, city }: { name: string; clubId: number | null; city?: string }) {
  const label = city ? `${name} (${city})` : name;
  if (clubId === null) return <>{label}</>;
  return <Link to={`/club/${clubId}`}>{label}</Link>;
}
