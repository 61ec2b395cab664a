import { useId, useState, type FormEvent } from 'react';
import { api, isValidEmail, type Person, type Role } from '@wado/shared';
import { adminClasses, errorMessage, FormMessage } from '@wado/shared/admin';
import { RoleCheckboxes } from './RoleCheckboxes';

export const NO_ROLE = 'Choisissez au moins un rôle.';

/** Invites someone: their e-mail and roles; the server e-mails them a link valid 48 hours. */
export function InviteForm({ onInvited }: { onInvited: (person: Person) => void }) {
  const ids = useId();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<Role[]>([]);
  const [errors, setErrors] = useState<{ email?: string; roles?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const problems = {
      ...(isValidEmail(address) ? {} : { email: 'Saisissez une adresse e-mail valide (par exemple nom@exemple.fr).' }),
      ...(roles.length > 0 ? {} : { roles: NO_ROLE }),
    };
    setErrors(problems);
    if (problems.email || problems.roles) {
      setFailure(Object.values(problems).join(' '));
      document.getElementById(problems.email ? `${ids}-email` : `${ids}-roles`)?.focus();
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      const person = await api.invitePerson({ email: address, roles });
      setEmail('');
      setRoles([]);
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
      <RoleCheckboxes id={`${ids}-roles`} legend="Ses rôles" value={roles} onChange={setRoles} error={errors.roles} />
      <div className={adminClasses.actions}>
        <button type="submit" className={adminClasses.primary} disabled={sending}>
          {sending ? 'Envoi…' : 'Envoyer l’invitation'}
        </button>
      </div>
    </form>
  );
}
