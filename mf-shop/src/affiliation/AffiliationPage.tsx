import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  api,
  ApiError,
  isLicenceNumber,
  memberProofStore,
  normalizeLicence,
  useCart,
  useDocumentTitle,
  useMemberProof,
} from '@wado/shared';
import { CheckoutSteps } from '../common/CheckoutSteps';
import common from '../common/shop.module.css';

type Answer = 'yes' | 'no' | null;
type FieldErrors = { licence?: string; lastName?: string };

/** The licence check form: the fields' own messages, then the server's verdict. */
export function LicenceCheckForm({ onVerified }: { onVerified: () => void }) {
  const [licence, setLicence] = useState('');
  const [lastName, setLastName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'idle' | 'checking' | 'refused' | 'failed'>('idle');
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!isLicenceNumber(licence))
      next.licence = 'Numéro de licence : « WF » suivi de 8 chiffres, comme sur votre licence (exemple : WF26004217).';
    if (lastName.trim() === '') next.lastName = 'Nom : ce champ est obligatoire.';
    setErrors(next);
    if (next.licence || next.lastName) return;
    setStatus('checking');
    try {
      const answer = await api.checkMembership({ licenceNumber: normalizeLicence(licence), lastName: lastName.trim() });
      if (!answer.affiliated) {
        setStatus('refused');
        return;
      }
      memberProofStore.set({
        licenceNumber: normalizeLicence(licence),
        lastName: lastName.trim(),
        clubName: answer.clubName,
        checkedAt: new Date().toISOString(),
      });
      setStatus('idle');
      onVerified();
    } catch (error: unknown) {
      setFailure(error instanceof ApiError ? error.message : 'La vérification a échoué.');
      setStatus('failed');
    }
  };

  return (
    <form onSubmit={submit} noValidate className={common.panel}>
      <div className={common.field}>
        <label htmlFor="licence">Numéro de licence</label>
        <input
          id="licence"
          name="licence"
          autoComplete="off"
          value={licence}
          onChange={(event) => setLicence(event.target.value)}
          aria-invalid={errors.licence ? true : undefined}
          aria-describedby={errors.licence ? 'licence-hint licence-error' : 'licence-hint'}
        />
        <span id="licence-hint" className={common.hint}>
          Il figure sur votre licence de la saison : « WF » puis 8 chiffres.
        </span>
        {errors.licence && (
          <p id="licence-error" className={common.fieldError}>
            {errors.licence}
          </p>
        )}
      </div>
      <div className={common.field}>
        <label htmlFor="licence-name">Nom du licencié</label>
        <input
          id="licence-name"
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          aria-invalid={errors.lastName ? true : undefined}
          aria-describedby={errors.lastName ? 'licence-name-error' : undefined}
        />
        {errors.lastName && (
          <p id="licence-name-error" className={common.fieldError}>
            {errors.lastName}
          </p>
        )}
      </div>
      <button type="submit" className={common.button} disabled={status === 'checking'}>
        {status === 'checking' ? 'Vérification...' : 'Vérifier ma licence'}
      </button>
      <div role="status" aria-live="polite">
        {status === 'refused' && (
          <p className={common.alert}>
            Aucune licence en cours de validité ne correspond à ce numéro et à ce nom. Vérifiez-les sur votre licence,
            ou poursuivez au tarif public.
          </p>
        )}
        {status === 'failed' && <p className={common.alert}>{failure} Réessayez dans un instant.</p>}
      </div>
    </form>
  );
}

export default function AffiliationPage() {
  useDocumentTitle('Êtes-vous licencié ?');
  const navigate = useNavigate();
  const proof = useMemberProof();
  const cart = useCart();
  const [answer, setAnswer] = useState<Answer>(proof ? 'yes' : null);

  const choose = (value: Answer) => {
    setAnswer(value);
    if (value === 'no') memberProofStore.set(null);
  };

  return (
    <div className={common.page}>
      <CheckoutSteps current="Licence" />
      <h1>Êtes-vous licencié ?</h1>
      <p className={common.lead}>
        Les titulaires d’une licence de la saison en cours dans un club affilié à Wado France bénéficient du tarif
        licencié sur toute la boutique. Votre licence est vérifiée maintenant, puis de nouveau au moment de la commande.
      </p>
      <fieldset className={common.fieldset}>
        <legend className={common.legend}>Êtes-vous licencié dans un club affilié à Wado France ?</legend>
        <label className={common.choice}>
          <input type="radio" name="affiliated" checked={answer === 'yes'} onChange={() => choose('yes')} />
          <span>Oui, je suis licencié</span>
        </label>
        <label className={common.choice}>
          <input type="radio" name="affiliated" checked={answer === 'no'} onChange={() => choose('no')} />
          <span>Non, je commande au tarif public</span>
        </label>
      </fieldset>

      {answer === 'yes' &&
        (proof ? (
          <div className={common.success} role="status">
            Licence {proof.licenceNumber} vérifiée ({proof.clubName}) : le tarif licencié s’applique à votre commande.{' '}
            <button type="button" className={common.linkButton} onClick={() => memberProofStore.set(null)}>
              Utiliser une autre licence
            </button>
          </div>
        ) : (
          <LicenceCheckForm onVerified={() => undefined} />
        ))}

      <div className={common.actions}>
        {cart.length > 0 ? (
          <>
            <button
              type="button"
              className={common.button}
              disabled={answer === null || (answer === 'yes' && !proof)}
              onClick={() => navigate('/billing')}
            >
              Continuer vers les coordonnées
            </button>
            <Link to="/cart" className={common.secondary}>
              Revenir au panier
            </Link>
          </>
        ) : (
          <Link to="/shop" className={common.secondary}>
            Votre panier est vide : voir la boutique
          </Link>
        )}
      </div>
    </div>
  );
}
