import { useId, useState } from 'react';
import { api, ROLE_LABELS, ROLES, type Person, type PersonStatus, type Role } from '@wado/shared';
import { adminClasses, ConfirmButton, errorMessage, formatDateTime, FormMessage } from '@wado/shared/admin';
import { ClubCheckboxes } from './ClubCheckboxes';
import { clubNames, managesClubs, NO_CLUB, useClubList } from './clubList';
import { NO_ROLE } from './InviteForm';
import { RoleCheckboxes } from './RoleCheckboxes';
import { TokensPanel } from './TokensPanel';
import styles from './PeoplePage.module.css';

export const STATUS_LABELS: Record<PersonStatus, string> = {
  invited: 'Invitation envoyée',
  active: 'Compte actif',
  disabled: 'Compte désactivé',
};

/**
 * One person: their roles (a club manager's clubs), status and last sign-in, and what the signed-in
 * person can do about them: give one of `roleChoices`, and, when `tokens`, issue API tokens.
 */
export function PersonCard({
  person,
  isSelf,
  onUpdated,
  roleChoices = ROLES,
  tokens = true,
}: {
  person: Person;
  /** The signed-in admin's own account. */
  isSelf: boolean;
  onUpdated: (person: Person, message: string) => void;
  roleChoices?: readonly Role[];
  /** Whether the person's API tokens are shown (an admin's business only). */
  tokens?: boolean;
}) {
  const ids = useId();
  const clubList = useClubList();
  const [editing, setEditing] = useState(false);
  const [roles, setRoles] = useState<Role[]>(person.roles);
  const [clubIds, setClubIds] = useState<number[]>(person.clubIds);
  const [rolesError, setRolesError] = useState<string | null>(null);
  const [clubsError, setClubsError] = useState<string | null>(null);
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
    const club = managesClubs(roles);
    if (club && clubIds.length === 0) {
      setClubsError(NO_CLUB);
      setFailure(NO_CLUB);
      document.getElementById(`${ids}-clubs`)?.focus();
      return;
    }
    setClubsError(null);
    const saved = await run(
      // Clubs only for a club manager: the server refuses them to anyone else.
      () => api.setPersonRoles(person.id, { roles, ...(club ? { clubIds } : {}) }),
      club ? `Rôles et clubs de ${person.email} enregistrés.` : `Rôles de ${person.email} enregistrés.`,
      'Les rôles n’ont pas été changés',
    );
    if (saved) setEditing(false);
  };

  const reset = () => {
    setRoles(person.roles);
    setClubIds(person.clubIds);
    setRolesError(null);
    setClubsError(null);
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
        {person.clubIds.length > 0 && (
          <>
            <dt>Clubs</dt>
            <dd>
              {clubNames(person.clubIds, clubList.state.status === 'ready' ? clubList.state.data : []).join(', ')}
            </dd>
          </>
        )}
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
            choices={roleChoices}
            value={roles}
            onChange={setRoles}
            error={rolesError ?? undefined}
          />
          {managesClubs(roles) && (
            <ClubCheckboxes
              id={`${ids}-clubs`}
              legend={`Clubs de ${person.email}`}
              value={clubIds}
              onChange={setClubIds}
              error={clubsError ?? undefined}
            />
          )}
          <div className={adminClasses.actions}>
            <button type="button" className={adminClasses.primary} onClick={() => void saveRoles()}>
              Enregistrer les rôles
            </button>
            <button
              type="button"
              className={adminClasses.secondary}
              onClick={() => {
                setEditing(false);
                reset();
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
                reset();
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
      {tokens && (
        <TokensPanel person={person} onChange={(list, message) => onUpdated({ ...person, tokens: list }, message)} />
      )}
    </li>
  );
}
