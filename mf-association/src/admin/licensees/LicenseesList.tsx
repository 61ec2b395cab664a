import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  agree,
  CLUB_DISCIPLINE_LABELS,
  foldForSearch,
  formatCount,
  formatDate,
  formatDateRange,
  LICENCE_STATUS_LABELS,
  licenseeName,
  Loading,
  Notice,
  useUrlFilters,
  visuallyHiddenClass,
} from '@wado/shared';
import {
  adminClasses,
  ClubSelect,
  collectionClasses,
  FormMessage,
  LICENCE_REQUEST_RULES,
  NEW_SEGMENT,
  recordClasses,
  recordErrorMessage,
  useAdminData,
  useAdminTitle,
  useFlashNotice,
} from '@wado/shared/admin';
import type { LicenceSeason, LicenceSeasons, LicenseeLicence, LicenseeRecord } from '@wado/shared/schemas';
import {
  clubChoices,
  LICENSEES_BASE,
  LICENSEES_IMPORT_PATH,
  LICENSEES_TITLE,
  licenceOf,
  licenseesApi,
  type ClubChoice,
} from './licenseesApi';
import styles from './licensees.module.css';
import { SeasonPaymentPanel, useSeasonAccount } from './SeasonPayment';
import { useKeepsEveryClub } from '../access';

/**
 * What the address keeps: the club shown, the season whose licences are asked for (and paid: HelloAsso
 * sends the manager back to `?club=&saison=` with its payment's parameters), the search.
 */
const FILTERS = ['club', 'saison', 'q'] as const;

/** At most this many licences in one request (the API's schema). */
const REQUEST_MAX = LICENCE_REQUEST_RULES.licenseeIds.maxItems ?? Number.POSITIVE_INFINITY;

/**
 * `licencies`: one club's licensees with their licence of the season and of the last one, the
 * request of the licences ticked (last season's renewed in one action), the CSV export, and the
 * season's payment below the list (`SeasonPayment.tsx`). The club (when the person keeps several),
 * the season (when several are open) and the search are kept in the address.
 */
export function LicenseesListScreen() {
  useAdminTitle(LICENSEES_TITLE);
  const notice = useFlashNotice();
  const keepsEveryClub = useKeepsEveryClub();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const clubs = useAdminData(clubChoices, 'licensees:clubs');
  const seasons = useAdminData(() => licenseesApi.seasons(), 'licensees:seasons');
  const clubList = clubs.state.status === 'ready' ? clubs.state.data : null;
  const club = clubList?.find((choice) => String(choice.id) === filters.club) ?? clubList?.[0];

  const failure =
    clubs.state.status === 'error' ? clubs.state : seasons.state.status === 'error' ? seasons.state : null;
  const retry = () => {
    if (clubs.state.status === 'error') clubs.reload();
    if (seasons.state.status === 'error') seasons.reload();
  };

  let content: ReactNode;
  if (failure) {
    content = (
      <Notice title="La liste n’a pas pu être chargée" action={{ label: 'Réessayer', onClick: retry }}>
        <p>{failure.message}</p>
      </Notice>
    );
  } else if (clubList?.length === 0) {
    content = (
      <FormMessage kind="info">
        {keepsEveryClub
          ? 'L’annuaire ne compte aucun club : ajoutez d’abord les clubs dans « Clubs ».'
          : 'Aucun club ne vous est confié : écrivez à l’association pour qu’elle vous confie le vôtre.'}
      </FormMessage>
    );
  } else if (clubList && club && seasons.state.status === 'ready') {
    content = (
      <ClubsLicensees
        clubs={clubList}
        club={club}
        seasons={seasons.state.data}
        filters={filters}
        setFilters={setFilters}
      />
    );
  } else {
    content = <Loading />;
  }

  return (
    <div className={recordClasses.screen}>
      <div className={recordClasses.header}>
        <h1>{LICENSEES_TITLE}</h1>
        {club && (
          <Link className={recordClasses.primaryButton} to={`${LICENSEES_BASE}/${NEW_SEGMENT}?club=${club.id}`}>
            Ajouter un licencié
          </Link>
        )}
      </div>
      <div className={collectionClasses.intro}>
        {keepsEveryClub ? (
          <p>
            Les licenciés de chaque club et leurs licences, saison par saison. Le club coche ceux dont il demande la
            licence, ou renouvelle d’un coup ceux de la saison passée : chaque licence est délivrée, avec son numéro,
            une fois la saison payée.
          </p>
        ) : (
          <p>
            Les licenciés de vos clubs et leurs licences, saison par saison. Cochez ceux dont vous demandez la licence,
            ou renouvelez d’un coup ceux de la saison passée : chaque licence est délivrée, avec son numéro, une fois la
            saison payée.
          </p>
        )}
        <p>
          Ces fiches sont des données personnelles, dont celles de mineurs : chaque consultation de la liste ou d’une
          fiche, et chaque export, est enregistré dans le journal. N’en gardez de copie que pour les besoins du club.
        </p>
      </div>
      <div aria-live="polite">{notice && <p className={recordClasses.notice}>{notice}</p>}</div>
      {content}
    </div>
  );
}

/** The choice of the club, of the season and the search, then the chosen club's licensees. */
function ClubsLicensees({
  clubs,
  club,
  seasons,
  filters,
  setFilters,
}: {
  clubs: readonly ClubChoice[];
  club: ClubChoice;
  seasons: LicenceSeasons;
  filters: Record<(typeof FILTERS)[number], string>;
  setFilters: (changes: Partial<Record<(typeof FILTERS)[number], string>>) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState(filters.q);
  const { open, previous } = seasons;
  const season = open.find((choice) => String(choice.id) === filters.saison) ?? open[0];
  const words = foldForSearch(filters.q).split(/\s+/).filter(Boolean);
  return (
    <>
      <div className={adminClasses.filterPanel}>
        {clubs.length > 1 && (
          <ClubSelect
            id={`${id}-club`}
            clubs={clubs}
            value={club.id}
            onChange={(value) => setFilters({ club: value })}
          />
        )}
        {open.length > 1 && season && (
          <div className={adminClasses.field}>
            <label htmlFor={`${id}-season`}>Saison</label>
            <select
              id={`${id}-season`}
              className={`${adminClasses.input} ${adminClasses.filterControl}`}
              value={String(season.id)}
              onChange={(event) => setFilters({ saison: event.target.value })}
            >
              {open.map((choice) => (
                <option key={choice.id} value={String(choice.id)}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={adminClasses.field} role="search" aria-label="Rechercher un licencié">
          <label htmlFor={`${id}-q`}>Rechercher par nom</label>
          <input
            id={`${id}-q`}
            className={`${adminClasses.input} ${adminClasses.filterControl}`}
            type="search"
            value={search}
            autoComplete="off"
            onChange={(event) => {
              setSearch(event.target.value);
              setFilters({ q: event.target.value.trim() });
            }}
          />
        </div>
      </div>
      <ClubLicensees
        key={`${club.id}:${season?.id ?? ''}`}
        club={club}
        season={season}
        previous={previous}
        words={words}
        query={filters.q}
      />
    </>
  );
}

/** A licence as the list shows it: its status, its number once issued; « — » when none was asked for. */
function LicenceCell({ licence }: { licence: LicenseeLicence | undefined }) {
  if (!licence) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className={visuallyHiddenClass}>Non demandée</span>
      </>
    );
  }
  return (
    <>
      <span className={`${recordClasses.badge} ${styles[licence.status]}`}>
        {LICENCE_STATUS_LABELS[licence.status]}
      </span>
      {licence.status === 'issued' && licence.number && <span className={styles.number}>n° {licence.number}</span>}
    </>
  );
}

type Message = { kind: 'success' | 'error' | 'info'; text: string };

/** One club's licensees in the chosen season: the table, the boxes to tick and the request. */
function ClubLicensees({
  club,
  season,
  previous,
  words,
  query,
}: {
  club: ClubChoice;
  /** The season whose licences are asked for; none open: the list only. */
  season: LicenceSeason | undefined;
  /** The last ended season, whose licensees the club renews. */
  previous: LicenceSeason | null;
  words: readonly string[];
  query: string;
}) {
  const id = useId();
  const { state, reload, replace } = useAdminData(() => licenseesApi.list(club.id), `licensees:${club.id}`);
  const account = useSeasonAccount(club.id, season?.id);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  const [message, setMessage] = useState<Message | null>(null);
  const [sending, setSending] = useState(false);

  const heading = (
    <>
      <h2 className={styles.club}>{club.name}</h2>
      {season ? (
        <p className={styles.season}>
          Licences de la saison {season.label}, {formatDateRange(season.startsOn, season.endsOn)}.
        </p>
      ) : (
        <FormMessage kind="info">
          Aucune saison n’est ouverte aux demandes de licence : l’association crée la prochaine dans « Saisons ».
          {previous && ` La liste montre les licences de la saison ${previous.label}.`}
        </FormMessage>
      )}
    </>
  );

  /** The list again, the table as it is meanwhile (after a request, a transfer recorded). */
  const refreshList = async () => {
    try {
      replace(await licenseesApi.list(club.id));
    } catch {
      reload();
    }
  };

  // The season's payment, below the list whatever its state (HelloAsso's return is read at once);
  // its key keeps it (and what it says) while the list loads again.
  const payment = season && (
    <SeasonPaymentPanel
      key="season-payment"
      club={club}
      season={season}
      account={account}
      refreshList={refreshList}
      reloadList={reload}
    />
  );

  if (state.status === 'loading') {
    return (
      <>
        {heading}
        <Loading />
        {payment}
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <>
        {heading}
        <Notice title="Les licenciés n’ont pas pu être chargés" action={{ label: 'Réessayer', onClick: reload }}>
          <p>{state.message}</p>
        </Notice>
        {payment}
      </>
    );
  }

  const { items } = state.data;
  const askable = (licensee: LicenseeRecord) => season !== undefined && licenceOf(licensee, season.id) === undefined;
  const matches = (licensee: LicenseeRecord) => {
    const text = foldForSearch(`${licensee.lastName} ${licensee.firstName}`);
    return words.every((word) => text.includes(word));
  };
  const shown = words.length > 0 ? items.filter(matches) : items;
  const shownAskable = shown.filter(askable);
  const allAskable = items.filter(askable);
  /** Last season's licensees without a licence of this one: the renewal. */
  const renewable = previous ? allAskable.filter((licensee) => licenceOf(licensee, previous.id)) : [];
  const chosen = allAskable.filter((licensee) => ticked.has(licensee.id)).map((licensee) => licensee.id);
  const allTicked = shownAskable.length > 0 && shownAskable.every((licensee) => ticked.has(licensee.id));
  const someTicked = shownAskable.some((licensee) => ticked.has(licensee.id));
  const withLicence = season ? items.length - allAskable.length : 0;

  const tick = (ids: readonly number[], on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      for (const licenseeId of ids) {
        if (on) next.add(licenseeId);
        else next.delete(licenseeId);
      }
      return next;
    });

  const renew = () => {
    tick(
      renewable.map((licensee) => licensee.id),
      true,
    );
    const count = renewable.length;
    setMessage({
      kind: 'info',
      text: `${formatCount(count, 'licencié')} de la saison ${previous?.label ?? ''} ${agree(count, 'coché', 'cochés')} : vérifiez la liste, puis demandez les licences.`,
    });
  };

  const ask = async () => {
    if (!season) return;
    if (chosen.length === 0) {
      setMessage({ kind: 'error', text: 'Cochez d’abord les licenciés dont vous demandez la licence.' });
      return;
    }
    if (chosen.length > REQUEST_MAX) {
      setMessage({
        kind: 'error',
        text: `${REQUEST_MAX} licences au plus par demande (${chosen.length} sont cochées) : demandez-les en plusieurs fois.`,
      });
      return;
    }
    setSending(true);
    setMessage(null);
    try {
      const result = await licenseesApi.requestLicences({
        clubId: club.id,
        seasonId: season.id,
        licenseeIds: chosen,
      });
      setTicked(new Set());
      setMessage({ kind: 'success', text: result.message });
      // The list again, with the licences just asked for (the table stays while it comes), and
      // what the season now costs.
      await Promise.all([refreshList(), account.refresh()]);
    } catch (failure) {
      setMessage({ kind: 'error', text: recordErrorMessage(failure) });
    } finally {
      setSending(false);
    }
  };

  const importPath = `${LICENSEES_IMPORT_PATH}?club=${club.id}`;
  const summary =
    shown.length === 0 && words.length > 0
      ? `Aucun licencié ne correspond à « ${query} ».`
      : words.length > 0
        ? `${formatCount(shown.length, 'licencié')} sur ${items.length}`
        : `${formatCount(items.length, 'licencié')}${season ? `, dont ${withLicence} avec une licence ${season.label}` : ''}`;

  return (
    <>
      {heading}
      {items.length === 0 ? (
        <div className={adminClasses.listSummary}>
          <p className={recordClasses.count} role="status">
            Aucun licencié pour ce club.
          </p>
          <Link className={adminClasses.secondary} to={importPath}>
            Importer une liste (CSV)
          </Link>
        </div>
      ) : (
        <>
          {/* The kit's ListSummary, with the import beside the export. */}
          <div className={adminClasses.listSummary}>
            <p role="status" className={adminClasses.listCount}>
              {summary}
            </p>
            <div className={styles.listActions}>
              <a className={adminClasses.secondary} href={licenseesApi.exportPath(club.id, season?.id)} download>
                Exporter la liste (CSV)
              </a>
              <Link className={adminClasses.secondary} to={importPath}>
                Importer une liste (CSV)
              </Link>
            </div>
          </div>
          {season &&
            (allAskable.length === 0 ? (
              <p className={recordClasses.meta}>
                Les licences {season.label} de tous les licenciés du club sont demandées.
              </p>
            ) : (
              <div className={styles.toolbar} role="group" aria-label={`Demande des licences ${season.label}`}>
                {shownAskable.length > 0 && (
                  <div className={adminClasses.checkbox}>
                    <input
                      id={`${id}-all`}
                      type="checkbox"
                      checked={allTicked}
                      ref={(box) => {
                        if (box) box.indeterminate = someTicked && !allTicked;
                      }}
                      onChange={(event) =>
                        tick(
                          shownAskable.map((licensee) => licensee.id),
                          event.target.checked,
                        )
                      }
                    />
                    <label htmlFor={`${id}-all`}>Tout cocher</label>
                  </div>
                )}
                {previous && renewable.length > 0 && (
                  <button type="button" className={adminClasses.secondary} onClick={renew}>
                    Cocher les licenciés de la saison {previous.label}
                  </button>
                )}
                <button type="button" className={adminClasses.primary} disabled={sending} onClick={() => void ask()}>
                  {sending ? 'Demande en cours…' : `Demander les licences cochées (${chosen.length})`}
                </button>
              </div>
            ))}
          {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
          {shown.length > 0 && (
            <div
              className={collectionClasses.tableFrame}
              tabIndex={0}
              role="region"
              aria-label={`Licenciés de ${club.name}`}
            >
              <table className={collectionClasses.table}>
                <thead>
                  <tr>
                    {season && <th scope="col">Demander</th>}
                    <th scope="col">Nom</th>
                    <th scope="col">Naissance</th>
                    <th scope="col">Grade</th>
                    <th scope="col">Discipline</th>
                    <th scope="col">E-mail</th>
                    {season && <th scope="col">Licence {season.label}</th>}
                    {previous && <th scope="col">Licence {previous.label}</th>}
                  </tr>
                </thead>
                <tbody>
                  {shown.map((licensee) => {
                    const name = licenseeName(licensee);
                    return (
                      <tr key={licensee.id}>
                        {season && (
                          <td data-label="Demander" className={styles.pick}>
                            {askable(licensee) && (
                              <input
                                type="checkbox"
                                aria-label={`Demander la licence de ${name}`}
                                checked={ticked.has(licensee.id)}
                                onChange={(event) => tick([licensee.id], event.target.checked)}
                              />
                            )}
                          </td>
                        )}
                        <th scope="row">
                          <Link to={`${LICENSEES_BASE}/${licensee.id}`}>{name}</Link>
                        </th>
                        <td data-label="Naissance">
                          <time dateTime={licensee.birthDate}>{formatDate(licensee.birthDate)}</time>
                        </td>
                        <td data-label="Grade">{licensee.grade}</td>
                        <td data-label="Discipline">
                          {CLUB_DISCIPLINE_LABELS[licensee.discipline] ?? licensee.discipline}
                        </td>
                        <td data-label="E-mail">{licensee.email}</td>
                        {season && (
                          <td data-label={`Licence ${season.label}`}>
                            <LicenceCell licence={licenceOf(licensee, season.id)} />
                          </td>
                        )}
                        {previous && (
                          <td data-label={`Licence ${previous.label}`}>
                            <LicenceCell licence={licenceOf(licensee, previous.id)} />
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      {payment}
    </>
  );
}
