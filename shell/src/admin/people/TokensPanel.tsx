import { useId, useState, type FormEvent } from 'react';
import {
  api,
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_MAX_DAYS,
  ROLE_LABELS,
  type ApiTokenCreated,
  type ApiTokenSummary,
  type Person,
  type Role,
} from '@wado/shared';
import {
  adminClasses,
  API_TOKEN_REQUEST_RULES,
  ConfirmButton,
  errorMessage,
  formatDateTime,
  FormMessage,
} from '@wado/shared/admin';
import { RoleCheckboxes } from './RoleCheckboxes';
import styles from './PeoplePage.module.css';

/** Until when a token works, or since when it no longer does. */
const validity = (token: ApiTokenSummary) =>
  Date.parse(token.expiresAt) > Date.now()
    ? `valable jusqu’au ${formatDateTime(token.expiresAt)}`
    : `expiré depuis le ${formatDateTime(token.expiresAt)}`;

/**
 * A person's personal API tokens (for the command-line tools): each can be revoked; a new one
 * lasts the days chosen (a year at most), carries the roles ticked among the person's, and is
 * shown once, with a button that copies it.
 */
export function TokensPanel({
  person,
  onChange,
}: {
  person: Person;
  /** The person's tokens changed: the list keeps the new ones. */
  onChange: (tokens: ApiTokenSummary[], message: string) => void;
}) {
  const ids = useId();
  const [label, setLabel] = useState('');
  const [days, setDays] = useState(String(API_TOKEN_DEFAULT_DAYS));
  const [ticked, setTicked] = useState<Role[]>(person.roles);
  // The person's roles may have changed since: only those they still hold can be given.
  const roles = ticked.filter((role) => person.roles.includes(role));
  const [daysError, setDaysError] = useState<string | null>(null);
  const [rolesError, setRolesError] = useState<string | null>(null);
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [labelError, setLabelError] = useState<string | null>(null);

  /** Says what to fix, beside the field and in the form's message, and puts the cursor there. */
  const refuse = (problem: string, setFieldError: (problem: string) => void, field: 'label' | 'days' | 'roles') => {
    setFieldError(problem);
    setFailure(problem);
    document.getElementById(`${ids}-${field}`)?.focus();
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const name = label.trim();
    if (!name || name.length > 80) {
      refuse('Donnez au jeton un nom de 1 à 80 caractères (à quoi il sert, sur quel poste).', setLabelError, 'label');
      return;
    }
    setLabelError(null);
    const expiresInDays = Number(days);
    if (!/^\d+$/.test(days.trim()) || expiresInDays < 1 || expiresInDays > API_TOKEN_MAX_DAYS) {
      refuse(`Choisissez une durée de validité de 1 à ${API_TOKEN_MAX_DAYS} jours.`, setDaysError, 'days');
      return;
    }
    setDaysError(null);
    if (roles.length === 0) {
      refuse('Cochez au moins un rôle pour le jeton.', setRolesError, 'roles');
      return;
    }
    setRolesError(null);
    try {
      const token = await api.createApiToken(person.id, { label: name, expiresInDays, roles });
      setCreated(token);
      setCopied(null);
      setLabel('');
      const { token: _secret, ...summary } = token;
      onChange([...person.tokens, summary], `Jeton « ${token.label} » émis pour ${person.email}.`);
    } catch (error) {
      setFailure(`Le jeton n’a pas été émis : ${errorMessage(error)}`);
    }
  };

  const revoke = async (token: ApiTokenSummary) => {
    setFailure(null);
    try {
      await api.revokeApiToken(person.id, token.id);
      if (created?.id === token.id) setCreated(null);
      onChange(
        person.tokens.filter((candidate) => candidate.id !== token.id),
        `Jeton « ${token.label} » révoqué.`,
      );
    } catch (error) {
      setFailure(`Le jeton n’a pas été révoqué : ${errorMessage(error)}`);
    }
  };

  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('Jeton copié dans le presse-papiers.');
    } catch {
      setCopied('La copie a échoué : sélectionnez le jeton et copiez-le vous-même.');
    }
  };

  return (
    <section className={styles.tokens} aria-labelledby={`${ids}-title`}>
      <h4 id={`${ids}-title`}>Jetons d’API</h4>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      {created && (
        <div className={styles.secret}>
          <FormMessage kind="info">
            Voici le jeton « {created.label} ». Copiez-le maintenant : il ne sera plus jamais affiché.
          </FormMessage>
          <p>
            <code className={styles.secretValue} aria-label={`Jeton « ${created.label} »`}>
              {created.token}
            </code>
          </p>
          <div className={adminClasses.actions}>
            <button type="button" className={adminClasses.secondary} onClick={() => void copy(created.token)}>
              Copier le jeton
            </button>
            <button type="button" className={adminClasses.secondary} onClick={() => setCreated(null)}>
              J’ai copié le jeton, le masquer
            </button>
          </div>
          {copied && <p role="status">{copied}</p>}
        </div>
      )}
      {person.tokens.length === 0 ? (
        <p className={adminClasses.meta}>Aucun jeton.</p>
      ) : (
        <ul className={styles.tokenList}>
          {person.tokens.map((token) => (
            <li key={token.id}>
              <strong>{token.label}</strong>
              <span className={adminClasses.meta}>
                {' '}
                — émis le {formatDateTime(token.createdAt)}, {validity(token)},{' '}
                {token.lastUsedAt ? `dernier usage le ${formatDateTime(token.lastUsedAt)}` : 'jamais utilisé'} ; rôles :{' '}
                {token.roles.map((role) => ROLE_LABELS[role]).join(', ') || 'aucun'}
              </span>{' '}
              <ConfirmButton
                label={`Révoquer le jeton « ${token.label} »`}
                question={`Révoquer le jeton « ${token.label} » de ${person.email} ? Les outils qui l’utilisent ne pourront plus se connecter.`}
                confirmLabel="Révoquer"
                onConfirm={() => revoke(token)}
              />
            </li>
          ))}
        </ul>
      )}
      {person.status !== 'disabled' && (
        <form className={styles.tokenForm} noValidate onSubmit={(event) => void create(event)}>
          <div className={adminClasses.field}>
            <label htmlFor={`${ids}-label`}>Nom d’un nouveau jeton</label>
            <input
              id={`${ids}-label`}
              className={adminClasses.input}
              value={label}
              maxLength={API_TOKEN_REQUEST_RULES.label.maxLength}
              aria-invalid={labelError ? true : undefined}
              aria-describedby={`${ids}-hint`}
              onChange={(event) => setLabel(event.target.value)}
            />
            <p id={`${ids}-hint`} className={adminClasses.hint}>
              Par exemple « Terminal de la trésorerie ». Le jeton donne les droits cochés ci-dessous de {person.email}.
            </p>
          </div>
          <div className={adminClasses.field}>
            <label htmlFor={`${ids}-days`}>Valable (jours)</label>
            <input
              id={`${ids}-days`}
              className={adminClasses.input}
              type="number"
              min={1}
              max={API_TOKEN_MAX_DAYS}
              value={days}
              aria-invalid={daysError ? true : undefined}
              aria-describedby={`${ids}-days-hint`}
              onChange={(event) => setDays(event.target.value)}
            />
            <p id={`${ids}-days-hint`} className={adminClasses.hint}>
              {API_TOKEN_MAX_DAYS} jours au plus ; le jeton est aussi révoqué si le mot de passe change.
            </p>
          </div>
          {person.roles.length > 1 && (
            <RoleCheckboxes
              id={`${ids}-roles`}
              legend="Rôles du jeton"
              choices={person.roles}
              value={roles}
              onChange={setTicked}
              error={rolesError ?? undefined}
            />
          )}
          <button type="submit" className={adminClasses.secondary}>
            Émettre un jeton
          </button>
        </form>
      )}
    </section>
  );
}
