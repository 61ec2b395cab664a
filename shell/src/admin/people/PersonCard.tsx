import { useId, useState } from 'react';
import { api, ROLE_LABELS, type Person, type PersonStatus, type Role } from '@wado/shared';
import { adminClasses, ConfirmButton, errorMessage, formatDateTime, FormMessage } from '@wado/shared/admin';
import { NO_ROLE } from './InviteForm';
import { RoleCheckboxes } from './RoleCheckboxes';
import { TokensPanel } from './TokensPanel';
import styles from './PeoplePage.module.css';

export const STATUS_LABELS: Record<PersonStatus, string> = {
  invited: 'Invitation envoyée',
  active: 'Compte actif',
  disabled: 'Compte désactivé',
};

/** One person: their roles, status and last sign-in, and what an admin can do about them. */
export function PersonCard({
  person,
  isSelf,
  onUpdated,
}: {
  person: Person;
  /** The signed-in admin's own account. */
  isSelf: boolean;
  onUpdated: (person: Person, message: string) => void;
}) {
  const ids = useId();
  const [editing, setEditing] = useState(false);
  const [roles, setRoles] = useState<Role[]>(person.roles);
  const [rolesError, setRolesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: () => Promise<Person>, message: string, what: string) => {
    setFailure(null);
    try {
      onUpdated(await action(), message);
      return true;
    } catch (error) {
      setFailure(`${what} : ${errorMessage(error)}`);
      return false;
    }
  };

  const saveRoles = async () => {
    if (roles.length === 0) {
      setRolesError(NO_ROLE);
      setFailure(NO_ROLE);
      document.getElementById(`${ids}-roles`)?.focus();
      return;
    }
    setRolesError(null);
    const saved = await run(
      () => api.setPersonRoles(person.id, { roles }),
      `Rôles de ${person.email} enregistrés.`,
      'Les rôles n’ont pas été changés',
    );
    if (saved) setEditing(false);
  };

  const status =
    person.status === 'invited' && person.invitationExpiresAt
      ? `${STATUS_LABELS.invited} (lien valable jusqu’au ${formatDateTime(person.invitationExpiresAt)})`
      : STATUS_LABELS[person.status];

  return (
    <li className={`${adminClasses.card} ${styles.person}`}>
      <h3 id={`${ids}-email`} className={styles.email}>
        {person.email}
        {isSelf && <span className={adminClasses.meta}> (vous)</span>}
      </h3>
      <dl className={styles.facts}>
        <dt>Rôles</dt>
        <dd>{person.roles.map((role) => ROLE_LABELS[role]).join(', ') || 'aucun'}</dd>
        <dt>État</dt>
        <dd>{status}</dd>
        <dt>Dernière connexion</dt>
        <dd>{person.lastSignInAt ? formatDateTime(person.lastSignInAt) : 'jamais'}</dd>
      </dl>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      {editing ? (
        <div className={styles.rolesEditor}>
          <RoleCheckboxes
            id={`${ids}-roles`}
            legend={`Rôles de ${person.email}`}
            value={roles}
            onChange={setRoles}
            error={rolesError ?? undefined}
          />
          <div className={adminClasses.actions}>
            <button type="button" className={adminClasses.primary} onClick={() => void saveRoles()}>
              Enregistrer les rôles
            </button>
            <button
              type="button"
              className={adminClasses.secondary}
              onClick={() => {
                setEditing(false);
                setRoles(person.roles);
                setRolesError(null);
              }}
            >
              Annuler
            </button>
          </div>
        </div>
      ) : (
        person.status !== 'disabled' && (
          <div className={adminClasses.actions}>
            <button
              type="button"
              className={adminClasses.secondary}
              onClick={() => {
                setRoles(person.roles);
                setEditing(true);
              }}
            >
              Modifier les rôles<span className={adminClasses.visuallyHidden}> de {person.email}</span>
            </button>
            {person.status === 'invited' && (
              <button
                type="button"
                className={adminClasses.secondary}
                onClick={() =>
                  void run(
                    () => api.resendInvitation(person.id),
                    `Nouvelle invitation envoyée à ${person.email}.`,
                    'L’invitation n’a pas été renvoyée',
                  )
                }
              >
                Renvoyer l’invitation<span className={adminClasses.visuallyHidden}> à {person.email}</span>
              </button>
            )}
            {!isSelf && (
              <ConfirmButton
                label={`Désactiver ${person.email}`}
                question={`Désactiver le compte de ${person.email} ? Ses sessions et ses jetons cesseront aussitôt de fonctionner.`}
                confirmLabel="Désactiver le compte"
                onConfirm={async () => {
                  await run(
                    () => api.disablePerson(person.id),
                    `Le compte de ${person.email} est désactivé.`,
                    'Le compte n’a pas été désactivé',
                  );
                }}
              />
            )}
          </div>
        )
      )}
      <TokensPanel person={person} onChange={(tokens, message) => onUpdated({ ...person, tokens }, message)} />
    </li>
  );
}
