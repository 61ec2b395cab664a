import { api, useResource, type CommitteeMemberInput, type CommitteeMemberRecord } from '@wado/shared';
import {
  altFieldId,
  CollectionEditor,
  CollectionList,
  collectionApi,
  ImageField,
  imageErrors,
  NumberField,
  recordClasses,
  requiredText,
  SelectField,
  TextField,
  useRecordId,
  type RecordNames,
} from '@wado/shared/admin';
import { adminPath, positionErrors, positionOf, shownPosition } from '../paths';

export const committeeAdmin = collectionApi<CommitteeMemberInput, CommitteeMemberRecord>('committee');

const BASE = adminPath('committee');

const NAMES: RecordNames = {
  one: 'membre',
  many: 'membres',
  title: 'Comité directeur',
  newLabel: 'Nouveau membre',
  none: 'Aucun membre',
  the: 'le membre',
};

const EMPTY: CommitteeMemberInput = { body: '', name: '', role: '', bio: '', portrait: null, position: 0 };

const toInput = ({ body, name, role, bio, portrait, position }: CommitteeMemberRecord): CommitteeMemberInput => ({
  body,
  name,
  role,
  bio,
  portrait,
  position,
});

/** The bodies of the committee (bureau, commissions…), as the public page lists them. */
function useBodies() {
  const [state] = useResource(() => api.getCommittee(), 'committee');
  return state.status === 'ready' ? state.data.bodies.map((body) => ({ value: body.id, label: body.name })) : [];
}

/** The problems of a member before it is sent (the server checks them again). */
export function committeeMemberErrors(input: CommitteeMemberInput, fieldId: (name: string) => string) {
  return [
    ...(input.body ? [] : [{ field: fieldId('body'), message: 'Instance : choisissez-en une.' }]),
    ...requiredText(fieldId('name'), 'Nom', input.name),
    ...requiredText(fieldId('role'), 'Fonction', input.role),
    ...imageErrors(fieldId('portrait'), 'Portrait', input.portrait),
    ...positionErrors(fieldId('position'), input.position),
  ];
}

/** The committee's members, body by body, in the order of the public page. */
export function CommitteeListScreen() {
  const bodies = useBodies();
  const bodyName = (slug: string) => bodies.find((body) => body.value === slug)?.label ?? slug;
  return (
    <CollectionList
      client={committeeAdmin}
      names={NAMES}
      basePath={BASE}
      title={(member) => member.name}
      titleLabel="Nom"
      searchText={(member) => `${member.name} ${member.role} ${bodyName(member.body)}`}
      columns={[
        { label: 'Fonction', value: (member) => member.role },
        { label: 'Instance', value: (member) => bodyName(member.body) },
        { label: 'Ordre', value: (member) => member.position },
      ]}
      intro={
        <p>
          Les membres de la page « Comité directeur », instance par instance, dans l’ordre de la page. Une modification
          y paraît aussitôt.
        </p>
      }
    />
  );
}

/** A member's form, new or saved. */
export function CommitteeEditorScreen() {
  const id = useRecordId();
  const bodies = useBodies();
  return (
    <CollectionEditor
      client={committeeAdmin}
      id={id}
      basePath={BASE}
      names={NAMES}
      title={(member) => member.name}
      empty={EMPTY}
      toInput={toInput}
      validate={committeeMemberErrors}
      publicPath={() => '/committee'}
    >
      {({ value, set, fieldId, error, record }) => (
        <>
          <SelectField
            id={fieldId('body')}
            label="Instance"
            required
            value={value.body}
            options={bodies}
            error={error(fieldId('body'))}
            onChange={(body) => set('body', body)}
          />
          <TextField
            id={fieldId('name')}
            label="Nom"
            required
            value={value.name}
            maxLength={120}
            error={error(fieldId('name'))}
            onChange={(name) => set('name', name)}
          />
          <TextField
            id={fieldId('role')}
            label="Fonction"
            required
            hint="« Présidente », « Responsable de la commission jeunes »…"
            value={value.role}
            maxLength={200}
            error={error(fieldId('role'))}
            onChange={(role) => set('role', role)}
          />
          <TextField
            id={fieldId('bio')}
            label="Présentation"
            hint="Quelques phrases : parcours, grade, mission."
            rows={4}
            value={value.bio}
            maxLength={2000}
            error={error(fieldId('bio'))}
            onChange={(bio) => set('bio', bio)}
          />
          {record?.shownPortrait && !value.portrait && (
            <p className={recordClasses.meta}>
              <img src={record.shownPortrait.url} alt="" width={60} height={60} /> Portrait actuel : l’illustration
              livrée avec le site. Choisissez une photo pour la remplacer.
            </p>
          )}
          <ImageField
            id={fieldId('portrait')}
            label="Portrait"
            hint="Facultatif : sans portrait, la page montre la présentation seule. Avec l’accord de la personne."
            value={value.portrait}
            preview={record?.portrait ? record.shownPortrait : null}
            error={error(fieldId('portrait'))}
            altError={error(altFieldId(fieldId('portrait')))}
            onChange={(portrait) => set('portrait', portrait)}
          />
          <NumberField
            id={fieldId('position')}
            label="Ordre dans l’instance"
            required
            hint="0 vient en premier ; à égalité, le plus ancien d’abord."
            min={0}
            max={9999}
            value={shownPosition(value.position)}
            error={error(fieldId('position'))}
            onChange={(position) => set('position', positionOf(position))}
          />
        </>
      )}
    </CollectionEditor>
  );
}
