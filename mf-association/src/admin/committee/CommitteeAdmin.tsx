import { api, useResource, type CommitteeMemberInput, type CommitteeMemberRecord } from '@wado/shared';
import {
  altFieldId,
  COMMITTEE_MEMBER_INPUT_RULES,
  CollectionEditor,
  CollectionList,
  collectionApi,
  ImageField,
  imageErrors,
  NumberField,
  recordClasses,
  schemaForm,
  SelectField,
  TextField,
  useRecordId,
  type RecordNames,
} from '@wado/shared/admin';
import { adminPath, positionOf, shownPosition } from '../paths';

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

/** A member's fields, their labels and the rules of the API's `CommitteeMemberInput`. */
const FORM = schemaForm(COMMITTEE_MEMBER_INPUT_RULES, {
  body: 'Instance',
  name: 'Nom',
  role: 'Fonction',
  bio: 'Présentation',
  portrait: 'Portrait',
  position: 'Ordre dans l’instance',
});

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
      schema={FORM}
      validate={(input, fieldId) => imageErrors(fieldId('portrait'), 'Portrait', input.portrait)}
      publicPath={() => '/committee'}
    >
      {({ value, set, fieldId, error, record, fields }) => (
        <>
          <SelectField
            {...fields.field('body')}
            value={value.body}
            options={bodies}
            onChange={(body) => set('body', body)}
          />
          <TextField {...fields.text('name')} value={value.name} onChange={(name) => set('name', name)} />
          <TextField
            {...fields.text('role')}
            hint="« Présidente », « Responsable de la commission jeunes »…"
            value={value.role}
            onChange={(role) => set('role', role)}
          />
          <TextField
            {...fields.text('bio')}
            hint="Quelques phrases : parcours, grade, mission."
            rows={4}
            value={value.bio}
            onChange={(bio) => set('bio', bio)}
          />
          {record?.shownPortrait && !value.portrait && (
            <p className={recordClasses.meta}>
              <img src={record.shownPortrait.url} alt="" width={60} height={60} /> Portrait actuel : l’illustration
              livrée avec le site. Choisissez une photo pour la remplacer.
            </p>
          )}
          <ImageField
            {...fields.field('portrait')}
            hint="Facultatif : sans portrait, la page montre la présentation seule. Avec l’accord de la personne."
            value={value.portrait}
            preview={record?.portrait ? record.shownPortrait : null}
            altError={error(altFieldId(fieldId('portrait')))}
            onChange={(portrait) => set('portrait', portrait)}
          />
          <NumberField
            {...fields.number('position')}
            hint="0 vient en premier ; à égalité, le plus ancien d’abord."
            value={shownPosition(value.position)}
            onChange={(position) => set('position', positionOf(position))}
          />
        </>
      )}
    </CollectionEditor>
  );
}
