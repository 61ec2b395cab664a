import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  formatCount,
  formatInteger,
  formatPrice,
  Loading,
  Notice,
  queryString,
  request,
  useUrlFilters,
} from '@wado/shared';
import {
  adminClasses,
  collectionClasses,
  FormMessage,
  ListSummary,
  recordClasses,
  useAdminData,
  useAdminTitle,
} from '@wado/shared/admin';
import type { LicenceSeason, LicenceSeasons, SeasonOverview, SeasonOverviewClub } from '@wado/shared/schemas';
import { licenseesApi } from '../licensees/licenseesApi';
import { adminPath } from '../paths';
import styles from './seasons.module.css';

export const SEASON_OVERVIEW_TITLE = 'Saison des clubs';

/** Every club's season (`/api/admin/licensees/overview`), and its CSV (a plain link: the cookie goes with it). */
export const seasonOverviewApi = {
  overview: (seasonId: number) =>
    request<SeasonOverview>(`/api/admin/licensees/overview${queryString({ season: seasonId })}`, {
      credentials: 'same-origin',
    }),
  csvPath: (seasonId: number) => `/api/admin/licensees/overview.csv${queryString({ season: seasonId })}`,
};

/** What the address keeps: the season (`?saison=`) and which clubs the table shows (`?clubs=`). */
const FILTERS = ['saison', 'clubs'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** The table's filter: every club, those without a manager (the association acts for them), those not affiliated. */
const SHOWN = {
  '': { label: 'Tous', keeps: () => true, count: (count: number) => formatCount(count, 'club') },
  'sans-responsable': {
    label: 'Clubs sans responsable',
    keeps: (club: SeasonOverviewClub) => club.managers === 0,
    count: (count: number) => formatCount(count, 'club sans responsable', 'clubs sans responsable'),
  },
  'non-affilies': {
    label: 'Non affiliés',
    keeps: (club: SeasonOverviewClub) => !club.affiliated,
    count: (count: number) => formatCount(count, 'club non affilié', 'clubs non affiliés'),
  },
} as const;
type Shown = keyof typeof SHOWN;
const SHOWN_VALUES = Object.keys(SHOWN) as Shown[];
const isShown = (value: string): value is Shown => (SHOWN_VALUES as string[]).includes(value);

/** The seasons to choose from: those not ended (soonest first), then the last ended one. */
function seasonChoices({ open, previous }: LicenceSeasons): { season: LicenceSeason; open: boolean }[] {
  return [...open.map((season) => ({ season, open: true })), ...(previous ? [{ season: previous, open: false }] : [])];
}

/**
 * `saison-des-clubs` (the association): every club's season at a glance, for the season chosen
 * (the first not ended by default): the season's totals, then each club, affiliated or not, its
 * licences asked for and issued, its payments waiting and what it paid. Clubs without a manager
 * stand out: the link to their licensees lets the association act for them. The season and the
 * filter are kept in the address; the export takes the season.
 */
export function SeasonOverviewScreen() {
  useAdminTitle(SEASON_OVERVIEW_TITLE);
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const seasons = useAdminData(() => licenseesApi.seasons(), 'licensees:seasons');

  let content: ReactNode;
  if (seasons.state.status === 'error') {
    content = (
      <Notice title="Les saisons n’ont pas pu être chargées" action={{ label: 'Réessayer', onClick: seasons.reload }}>
        <p>{seasons.state.message}</p>
      </Notice>
    );
  } else if (seasons.state.status === 'ready') {
    const choices = seasonChoices(seasons.state.data);
    const chosen = choices.find((choice) => String(choice.season.id) === filters.saison) ?? choices[0];
    content = chosen ? (
      <Overview choices={choices} chosen={chosen} filters={filters} setFilters={setFilters} />
    ) : (
      <FormMessage kind="info">
        Aucune saison pour l’instant : créez la prochaine dans <Link to={adminPath('seasons')}>« Saisons »</Link>.
      </FormMessage>
    );
  } else {
    content = <Loading />;
  }

  return (
    <div className={recordClasses.screen}>
      <div className={recordClasses.header}>
        <h1>{SEASON_OVERVIEW_TITLE}</h1>
      </div>
      <p className={collectionClasses.intro}>
        La saison de chaque club d’un coup d’œil : son affiliation, ses licences demandées et délivrées, ses paiements.
        Un club sans responsable ne peut rien faire lui-même : ouvrez la liste de ses licenciés pour agir à sa place.
      </p>
      {content}
    </div>
  );
}

function Overview({
  choices,
  chosen,
  filters,
  setFilters,
}: {
  choices: readonly { season: LicenceSeason; open: boolean }[];
  chosen: { season: LicenceSeason; open: boolean };
  filters: Filters;
  setFilters: (changes: Partial<Filters>) => void;
}) {
  const id = useId();
  const { season } = chosen;
  const shown: Shown = isShown(filters.clubs) ? filters.clubs : '';
  const { state, reload } = useAdminData(
    () => seasonOverviewApi.overview(season.id),
    `licensees:overview:${season.id}`,
  );

  let body: ReactNode;
  if (state.status === 'error') {
    body = (
      <Notice
        title={`La saison ${season.label} n’a pas pu être chargée`}
        action={{ label: 'Réessayer', onClick: reload }}
      >
        <p>{state.message}</p>
      </Notice>
    );
  } else if (state.status === 'ready') {
    body = <SeasonClubs overview={state.data} open={chosen.open} shown={shown} />;
  } else {
    body = <Loading />;
  }

  return (
    <>
      <div className={adminClasses.filterPanel}>
        <div className={adminClasses.field}>
          <label htmlFor={`${id}-season`}>Saison</label>
          <select
            id={`${id}-season`}
            className={`${adminClasses.input} ${adminClasses.filterControl}`}
            value={String(season.id)}
            onChange={(event) => setFilters({ saison: event.target.value })}
          >
            {choices.map((choice) => (
              <option key={choice.season.id} value={String(choice.season.id)}>
                {choice.open ? choice.season.label : `${choice.season.label} (terminée)`}
              </option>
            ))}
          </select>
        </div>
        <div className={adminClasses.field}>
          <label htmlFor={`${id}-shown`}>Afficher</label>
          <select
            id={`${id}-shown`}
            className={`${adminClasses.input} ${adminClasses.filterControl}`}
            value={shown}
            onChange={(event) => setFilters({ clubs: event.target.value })}
          >
            {SHOWN_VALUES.map((value) => (
              <option key={value} value={value}>
                {SHOWN[value].label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {body}
    </>
  );
}

/** The season's totals over every club, whatever the table shows. */
function Totals({ overview }: { overview: SeasonOverview }) {
  const id = useId();
  const { clubs } = overview;
  const sum = (count: (club: SeasonOverviewClub) => number) => clubs.reduce((total, club) => total + count(club), 0);
  const affiliated = clubs.filter((club) => club.affiliated).length;
  const unmanaged = clubs.filter((club) => club.managers === 0).length;
  const totals: { label: string; value: string; warn?: boolean }[] = [
    { label: 'Clubs affiliés', value: `${formatInteger(affiliated)} sur ${formatInteger(clubs.length)}` },
    { label: 'Licences délivrées', value: formatInteger(sum((club) => club.issued)) },
    { label: 'Licences en attente de paiement', value: formatInteger(sum((club) => club.requested)) },
    { label: 'Paiements en attente', value: formatInteger(sum((club) => club.pendingPayments)) },
    { label: 'Montant reçu', value: formatPrice(sum((club) => club.paidCents)) },
    { label: 'Clubs sans responsable', value: formatInteger(unmanaged), warn: unmanaged > 0 },
  ];
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        Saison {overview.season.label}
      </h2>
      <dl className={styles.totals}>
        {totals.map((total) => (
          <div key={total.label} className={`${styles.total} ${total.warn ? styles.warnTotal : ''}`}>
            <dt>{total.label}</dt>
            <dd>{total.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The totals, then the clubs the filter keeps, each with a link to its licensees. */
function SeasonClubs({ overview, open, shown }: { overview: SeasonOverview; open: boolean; shown: Shown }) {
  const { season, clubs } = overview;
  const filter = SHOWN[shown];
  const rows = clubs.filter(filter.keeps);
  const licenseesOf = (club: SeasonOverviewClub) =>
    // The list asks for the licences of a season not ended: the one shown here, when it is.
    `${adminPath('licensees')}${queryString({ club: club.clubId, saison: open ? season.id : undefined })}`;

  if (clubs.length === 0) {
    return (
      <FormMessage kind="info">
        L’annuaire ne compte aucun club : ajoutez d’abord les clubs dans <Link to={adminPath('clubs')}>« Clubs »</Link>.
      </FormMessage>
    );
  }

  const summary =
    rows.length === 0
      ? shown === 'sans-responsable'
        ? 'Chaque club a au moins un responsable.'
        : 'Tous les clubs sont affiliés pour cette saison.'
      : shown === ''
        ? filter.count(clubs.length)
        : `${filter.count(rows.length)} sur ${formatInteger(clubs.length)}`;

  return (
    <>
      <Totals overview={overview} />
      <ListSummary csv={{ href: seasonOverviewApi.csvPath(season.id), label: 'Exporter (CSV)' }}>{summary}</ListSummary>
      {rows.length > 0 && (
        <div
          className={collectionClasses.tableFrame}
          tabIndex={0}
          role="region"
          aria-label={`Clubs, saison ${season.label}`}
        >
          <table className={collectionClasses.table}>
            <thead>
              <tr>
                <th scope="col">Club</th>
                <th scope="col">Commune</th>
                <th scope="col">Responsables</th>
                <th scope="col">Affilié</th>
                <th scope="col">Licences demandées</th>
                <th scope="col">Licences délivrées</th>
                <th scope="col">Paiements en attente</th>
                <th scope="col">Payé</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((club) => (
                <tr key={club.clubId}>
                  <th scope="row">
                    <Link to={licenseesOf(club)}>{club.name}</Link>
                  </th>
                  <td data-label="Commune">{club.city}</td>
                  <td data-label="Responsables" className={styles.number}>
                    {club.managers === 0 ? (
                      <span className={`${recordClasses.badge} ${styles.warn}`}>aucun</span>
                    ) : (
                      formatInteger(club.managers)
                    )}
                  </td>
                  <td data-label="Affilié">
                    {club.affiliated ? 'oui' : <span className={styles.notAffiliated}>non</span>}
                  </td>
                  <td data-label="Licences demandées" className={styles.number}>
                    {formatInteger(club.requested)}
                  </td>
                  <td data-label="Licences délivrées" className={styles.number}>
                    {formatInteger(club.issued)}
                  </td>
                  <td data-label="Paiements en attente" className={styles.number}>
                    {formatInteger(club.pendingPayments)}
                  </td>
                  <td data-label="Payé" className={styles.number}>
                    {formatPrice(club.paidCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
