import { useId, useState, type FormEvent } from 'react';
import { api, type ApiTokenCreated, type ApiTokenSummary, type Person } from '@wado/shared';
import { adminClasses, ConfirmButton, errorMessage, formatDateTime, FormMessage } from '@wado/shared/admin';
import styles from './PeoplePage.module.css';

/**
 * A person's personal API tokens (for the command-line tools): each can be revoked; a new one is
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
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [labelError, setLabelError] = useState<string | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const name = label.trim();
    if (!name || name.length > 80) {
      const problem = 'Donnez au jeton un nom de 1 à 80 caractères (à quoi il sert, sur quel poste).';
      setLabelError(problem);
      setFailure(problem);
      document.getElementById(`${ids}-label`)?.focus();
      return;
    }
    setLabelError(null);
    try {
      const token = await api.createApiToken(person.id, { label: name });
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
                — émis le {formatDateTime(token.createdAt)},{' '}
                {token.lastUsedAt ? `dernier usage le ${formatDateTime(token.lastUsedAt)}` : 'jamais utilisé'}
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
              maxLength={80}
              aria-invalid={labelError ? true : undefined}
              aria-describedby={`${ids}-hint`}
              onChange={(event) => setLabel(event.target.value)}
            />
            <p id={`${ids}-hint`} className={adminClasses.hint}>
              Par exemple « Terminal de la trésorerie ». Le jeton donne les droits de {person.email}.
            </p>
          </div>
          <button type="submit" className={adminClasses.secondary}>
            Émettre un jeton
          </button>
        </form>
      )}
    </section>
  );
}
