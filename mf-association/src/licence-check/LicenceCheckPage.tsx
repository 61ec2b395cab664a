import { useParams } from 'react-router';
import {
  api,
  ApiError,
  formatDate,
  ResourceView,
  useDocumentTitle,
  useResource,
  type LicenceCheck,
} from '@wado/shared';
import styles from './LicenceCheckPage.module.css';

/** A licence card's code, as the API accepts it (`LicenceCheckParams`): anything else exists nowhere. */
const CODE = /^[A-Za-z0-9]{10,40}$/;

const MISSING_TITLE = 'Licence introuvable';
const DESCRIPTION = 'Vérification d’une licence Wado France à partir du QR code de sa carte : valide ou non.';

/** A malformed code is reported as unknown without asking the server (which would answer 400). */
function loadCheck(code: string): Promise<LicenceCheck> {
  return CODE.test(code) ? api.checkLicence(code) : Promise.reject(new ApiError(404, 'Code de licence inconnu'));
}

function Verdict({ check }: { check: LicenceCheck }) {
  return (
    <article className={styles.check}>
      <p className={styles.kicker}>Vérification de licence Wado France</p>
      <h1 className={`${styles.verdict} ${check.valid ? styles.valid : styles.invalid}`}>
        <span className={styles.mark} aria-hidden="true">
          {check.valid ? '✓' : '✕'}
        </span>
        {check.valid ? 'Licence valide' : 'Licence non valide'}
      </h1>
      <dl className={styles.facts}>
        <div>
          <dt>Nom</dt>
          <dd>{check.name}</dd>
        </div>
        <div>
          <dt>Club</dt>
          <dd>{check.club}</dd>
        </div>
        <div>
          <dt>Saison</dt>
          <dd>{check.season}</dd>
        </div>
        <div>
          <dt>Numéro</dt>
          <dd>{check.number}</dd>
        </div>
        <div>
          <dt>Valable jusqu’au</dt>
          <dd>{formatDate(check.validUntil)}</dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * `/licence/{code}`: the page a licence card's QR code opens, for whoever checks it (a club, an
 * event's organiser): whether the licence is valid, then whose it is, its club, season, number and
 * last valid day, nothing more. An unknown code says so. Kept out of search engines by robots.txt.
 */
export default function LicenceCheckPage() {
  const { code = '' } = useParams();
  const [state, retry] = useResource(() => loadCheck(code), `licence-check:${code}`);
  // The holder's name is not put in the tab's title nor in link previews.
  useDocumentTitle(
    state.status === 'ready' ? 'Vérification de licence' : state.status === 'missing' ? MISSING_TITLE : undefined,
    { description: DESCRIPTION },
  );
  return (
    <div className={styles.page}>
      <ResourceView
        state={state}
        retry={retry}
        missingTitle={MISSING_TITLE}
        missingText="Aucune licence ne correspond à ce code. Vérifiez que le QR code a été lu en entier, ou demandez au licencié sa carte de licence de la saison."
      >
        {(check) => <Verdict check={check} />}
      </ResourceView>
    </div>
  );
}
