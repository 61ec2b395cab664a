import { useState } from 'react';
import { api, Loading, Notice, type Person } from '@wado/shared';
import { adminClasses, FormMessage, useAdminData, useAdminTitle } from '@wado/shared/admin';
import { useSignedInPerson } from '../session/SessionContext';
import { InviteForm } from './InviteForm';
import { PersonCard } from './PersonCard';

/**
 * `/admin/personnes` (role admin): the people of the back office, inviting someone, changing
 * roles, disabling an account, re-sending an invitation, personal API tokens.
 */
export function PeoplePage() {
  useAdminTitle('Personnes');
  const me = useSignedInPerson();
  const { state, reload, replace } = useAdminData(() => api.getPeople(), 'people');
  const [message, setMessage] = useState<string | null>(null);

  const people = state.status === 'ready' ? state.data.items : [];
  const updated = (person: Person, text: string) => {
    const known = people.some((candidate) => candidate.id === person.id);
    replace({
      items: known ? people.map((candidate) => (candidate.id === person.id ? person : candidate)) : [...people, person],
    });
    setMessage(text);
  };

  return (
    <div className={adminClasses.screen}>
      <h1>Personnes</h1>
      <p className={adminClasses.lead}>
        Chaque personne reçoit par e-mail un lien valable 48 heures pour choisir son mot de passe. Ses rôles disent ce
        qu’elle peut modifier.
      </p>
      <section aria-labelledby="inviter">
        <h2 id="inviter">Inviter une personne</h2>
        <InviteForm onInvited={(person) => updated(person, `Invitation envoyée à ${person.email}.`)} />
      </section>
      <section aria-labelledby="comptes">
        <h2 id="comptes">Les comptes</h2>
        {message && <FormMessage kind="success">{message}</FormMessage>}
        {state.status === 'loading' && <Loading />}
        {state.status === 'error' && (
          <Notice title="La liste n’a pas pu être chargée" action={{ label: 'Réessayer', onClick: reload }}>
            <p>{state.message}</p>
          </Notice>
        )}
        {state.status === 'ready' && (
          <ul className={adminClasses.list}>
            {people.map((person) => (
              <PersonCard key={person.id} person={person} isSelf={person.email === me.email} onUpdated={updated} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
