import { useState } from 'react';
import { ACCESS, api, holdsRole, Loading, Notice, ROLES, type Person } from '@wado/shared';
import { adminClasses, FormMessage, useAdminData, useAdminTitle } from '@wado/shared/admin';
import { useSignedInPerson } from '../session/SessionContext';
import { CLUB_MANAGER_ROLES, ClubListContext, useClubListLoader } from './clubList';
import { InviteForm } from './InviteForm';
import { PersonCard } from './PersonCard';

/**
 * `/admin/personnes`: the people of the back office, inviting someone, changing roles (a club
 * manager's clubs), disabling an account, re-sending an invitation, personal API tokens. The
 * association (ACCESS.clubManagers, without ACCESS.people) sees and names club managers only, and
 * no tokens: the server lists her only the people whose one role is `club`.
 */
export function PeoplePage() {
  useAdminTitle('Personnes');
  const me = useSignedInPerson();
  const keepsEveryone = holdsRole(me.roles, ACCESS.people);
  const roleChoices = keepsEveryone ? ROLES : CLUB_MANAGER_ROLES;
  const { state, reload, replace } = useAdminData(() => api.getPeople(), 'people');
  const [message, setMessage] = useState<string | null>(null);

  const people = state.status === 'ready' ? state.data.items : [];
  // The clubs' names, for the managers' cards (and the clubs to tick, once the role is ticked).
  const clubList = useClubListLoader(people.some((person) => person.clubIds.length > 0));
  const updated = (person: Person, text: string) => {
    const known = people.some((candidate) => candidate.id === person.id);
    replace({
      items: known ? people.map((candidate) => (candidate.id === person.id ? person : candidate)) : [...people, person],
    });
    setMessage(text);
  };

  return (
    <ClubListContext.Provider value={clubList}>
      <div className={adminClasses.screen}>
        <h1>Personnes</h1>
        {keepsEveryone ? (
          <p className={adminClasses.lead}>
            Chaque personne reçoit par e-mail un lien valable 48 heures pour choisir son mot de passe. Ses rôles disent
            ce qu’elle peut modifier.
          </p>
        ) : (
          <p className={adminClasses.lead}>
            Vous nommez ici les responsables de club : chacun reçoit par e-mail un lien valable 48 heures pour choisir
            son mot de passe, puis modifie la fiche de ses clubs, et d’aucun autre.
          </p>
        )}
        <section aria-labelledby="inviter">
          <h2 id="inviter">{keepsEveryone ? 'Inviter une personne' : 'Nommer un responsable de club'}</h2>
          <InviteForm
            roleChoices={roleChoices}
            defaultRoles={keepsEveryone ? [] : CLUB_MANAGER_ROLES}
            onInvited={(person) => updated(person, `Invitation envoyée à ${person.email}.`)}
          />
        </section>
        <section aria-labelledby="comptes">
          <h2 id="comptes">{keepsEveryone ? 'Les comptes' : 'Les responsables de club'}</h2>
          {message && <FormMessage kind="success">{message}</FormMessage>}
          {state.status === 'loading' && <Loading />}
          {state.status === 'error' && (
            <Notice title="La liste n’a pas pu être chargée" action={{ label: 'Réessayer', onClick: reload }}>
              <p>{state.message}</p>
            </Notice>
          )}
          {state.status === 'ready' && !keepsEveryone && people.length === 0 && (
            <p className={adminClasses.meta}>Aucun responsable de club pour l’instant.</p>
          )}
          {state.status === 'ready' && (
            <ul className={adminClasses.list}>
              {people.map((person) => (
                <PersonCard
                  key={person.id}
                  person={person}
                  isSelf={person.email === me.email}
                  roleChoices={roleChoices}
                  tokens={keepsEveryone}
                  onUpdated={updated}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </ClubListContext.Provider>
  );
}
