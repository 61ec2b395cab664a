import {
  api,
  espaceCards,
  formatDate,
  todayInParis,
  useResource,
  visuallyHiddenClass,
  type EspaceLicence,
  type EspaceLicences,
} from '@wado/shared';
import { PartState } from './PartState';
import styles from './espace.module.css';

type Member = EspaceLicences['members'][number];

/** Where a licence stands, in words (its colour only repeats them). */
function licenceState(licence: EspaceLicence, today: string): { text: string; tone: 'valid' | 'waiting' | 'over' } {
  if (licence.status === 'requested') return { text: 'Demandée par le club, en attente de paiement', tone: 'waiting' };
  if (licence.valid) return { text: `Valide jusqu’au ${formatDate(licence.season.endsOn)}`, tone: 'valid' };
  // Issued for a season that has not begun yet (delivered in the summer for September).
  if (licence.season.startsOn > today)
    return { text: `Valable à partir du ${formatDate(licence.season.startsOn)}`, tone: 'waiting' };
  return { text: 'Saison terminée', tone: 'over' };
}

const STATE_MARKS = { valid: '✓', waiting: '…', over: '–' } as const;

/** A link to one of the licence's documents; its name also says whose it is (several members, same links). */
function DocumentLink({ href, label, owner }: { href: string; label: string; owner: string }) {
  return (
    <li>
      <a href={href}>
        {label}
        <span className={visuallyHiddenClass}>, {owner}</span>
      </a>
    </li>
  );
}

function CurrentLicence({ licence, owner, today }: { licence: EspaceLicence; owner: string; today: string }) {
  const state = licenceState(licence, today);
  const links = [
    licence.attestationUrl && (
      <DocumentLink
        key="attestation"
        href={licence.attestationUrl}
        label="Attestation de licence (PDF)"
        owner={owner}
      />
    ),
    licence.cardUrl && <DocumentLink key="card" href={licence.cardUrl} label="Carte de licence (PDF)" owner={owner} />,
    licence.checkUrl && <DocumentLink key="check" href={licence.checkUrl} label="Page de vérification" owner={owner} />,
  ].filter(Boolean);
  return (
    <>
      <p className={styles.facts}>
        <span>Saison {licence.season.label}</span> · <span>{licence.club.name}</span>
      </p>
      {licence.number && <p className={styles.number}>Licence n°&nbsp;{licence.number}</p>}
      <p className={`${styles.state} ${styles[state.tone]}`}>
        <span aria-hidden="true" className={styles.mark}>
          {STATE_MARKS[state.tone]}
        </span>
        {state.text}
      </p>
      {links.length > 0 && <ul className={styles.links}>{links}</ul>}
    </>
  );
}

function MemberLicences({ member, today }: { member: Member; today: string }) {
  const owner = `${member.firstName} ${member.lastName}`;
  const [current, ...older] = member.licences;
  return (
    <li className={`${espaceCards.card} ${styles.card}`}>
      <h3>{owner}</h3>
      {current ? (
        <CurrentLicence licence={current} owner={owner} today={today} />
      ) : (
        <p className={styles.muted}>Aucune licence enregistrée.</p>
      )}
      {older.length > 0 && (
        <>
          <h4 className={styles.subheading}>Saisons précédentes</h4>
          <ul className={styles.older}>
            {older.map((licence) => (
              <li key={licence.id}>
                Saison {licence.season.label} · {licence.club.name} ·{' '}
                {licence.number ? <>Licence n°&nbsp;{licence.number}</> : 'non délivrée'}
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/**
 * « Licences », in « Mon espace »: for each person of the household, the licence of the newest
 * season (its state, its number, its attestation, its card and the page its QR code opens), then
 * the earlier seasons in one line each.
 */
export function LicencesPart() {
  const [state, retry] = useResource(() => api.getEspaceLicences(), 'espace:licences');
  const today = todayInParis();
  return (
    <PartState state={state} retry={retry} loadingText="Chargement des licences…">
      {({ members }) =>
        members.length === 0 ? (
          <p>Aucune licence n’est rattachée à cette adresse.</p>
        ) : (
          <ul className={`${espaceCards.list} ${styles.cards}`}>
            {members.map((member) => (
              <MemberLicences key={member.licenseeId} member={member} today={today} />
            ))}
          </ul>
        )
      }
    </PartState>
  );
}
