import { useId, useState, type FormEvent } from 'react';
import { api, isValidEmail, ROLES, type Person, type Role } from '@wado/shared';
import { adminClasses, errorMessage, FormMessage } from '@wado/shared/admin';
import { ClubCheckboxes } from './ClubCheckboxes';
import { managesClubs, NO_CLUB } from './clubList';
import { RoleCheckboxes } from './RoleCheckboxes';

export const NO_ROLE = 'Choisissez au moins un rôle.';

/**
 * Invites someone: their e-mail, roles (of `roleChoices`, `defaultRoles` ticked) and, for a club
 * manager, her clubs; the server e-mails them a link valid 48 hours.
 */
export function InviteForm({
  onInvited,
  roleChoices = ROLES,
  defaultRoles = [],
}: {
  onInvited: (person: Person) => void;
  roleChoices?: readonly Role[];
  defaultRoles?: readonly Role[];
}) {
  const ids = useId();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<Role[]>([...defaultRoles]);
  const [clubIds, setClubIds] = useState<number[]>([]);
  /** How many invitations this form sent: the clubs' filter starts again empty for the next one. */
  const [sent, setSent] = useState(0);
  const [errors, setErrors] = useState<{ email?: string; roles?: string; clubs?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const problems = {
      ...(isValidEmail(address) ? {} : { email: 'Saisissez une adresse e-mail valide (par exemple nom@exemple.fr).' }),
      ...(roles.length > 0 ? {} : { roles: NO_ROLE }),
      ...(managesClubs(roles) && clubIds.length === 0 ? { clubs: NO_CLUB } : {}),
    };
    setErrors(problems);
    if (problems.email || problems.roles || problems.clubs) {
      setFailure(Object.values(problems).join(' '));
      const field = problems.email ? 'email' : problems.roles ? 'roles' : 'clubs';
      document.getElementById(`${ids}-${field}`)?.focus();
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      // Clubs only for a club manager: the server refuses them to anyone else.
      const person = await api.invitePerson({ email: address, roles, ...(managesClubs(roles) ? { clubIds } : {}) });
      setEmail('');
      setRoles([...defaultRoles]);
      setClubIds([]);
      setSent((count) => count + 1);
      onInvited(person);
    } catch (error) {
      setFailure(`L’invitation n’a pas été envoyée : ${errorMessage(error)}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={adminClasses.form} noValidate onSubmit={(event) => void submit(event)}>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <div className={adminClasses.field}>
        <label htmlFor={`${ids}-email`}>Adresse e-mail de la personne</label>
        <input
          id={`${ids}-email`}
          className={adminClasses.input}
          type="email"
          autoComplete="off"
          required
          value={email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${ids}-email-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {errors.email && (
          <p id={`${ids}-email-error`} className={adminClasses.fieldError}>
            {errors.email}
          </p>
        )}
      </div>
      <RoleCheckboxes
        id={`${ids}-roles`}
        legend="Ses rôles"
        choices={roleChoices}
        value={roles}
        onChange={setRoles}
        error={errors.roles}
      />
      {managesClubs(roles) && (
        <ClubCheckboxes
          key={sent}
          id={`${ids}-clubs`}
          legend="Ses clubs"
          value={clubIds}
          onChange={setClubIds}
          error={errors.clubs}
        />
      )}
      <div className={adminClasses.actions}>
        <button type="submit" className={adminClasses.primary} disabled={sending}>
          {sending ? 'Envoi…' : 'Envoyer l’invitation'}
        </button>
      </div>
    </form>
  );
}
