import type { PartnerInput, PartnerRecord } from '@wado/shared';
import {
  altFieldId,
  CollectionEditor,
  CollectionList,
  collectionApi,
  ImageField,
  imageErrors,
  NumberField,
  PARTNER_INPUT_RULES,
  recordClasses,
  schemaForm,
  TextField,
  useRecordId,
  webLink,
  type FormError,
  type RecordNames,
} from '@wado/shared/admin';
import { adminPath, positionOf, shownPosition } from '../paths';

export const partnersAdmin = collectionApi<PartnerInput, PartnerRecord>('partners');

const BASE = adminPath('partners');

const NAMES: RecordNames = {
  one: 'partenaire',
  many: 'partenaires',
  title: 'Partenaires',
  newLabel: 'Nouveau partenaire',
  none: 'Aucun partenaire',
  the: 'le partenaire',
};

const EMPTY: PartnerInput = { name: '', logo: null, website: '', description: '', position: 0 };

const toInput = ({ name, logo, website, description, position }: PartnerRecord): PartnerInput => ({
  name,
  logo,
  website,
  description,
  position,
});

/** A partner's fields, their labels and the rules of the API's `PartnerInput` (which also refuses a duplicate name). */
const FORM = schemaForm(PARTNER_INPUT_RULES, {
  name: 'Nom',
  logo: 'Logo',
  website: 'Site web',
  description: 'Ce qu’il fait pour l’association',
  position: 'Ordre',
});

/**
 * The partner's own checks beyond its schema's: the logo's description, a web address. A new
 * partner needs an uploaded logo: the server says so (400), and the form shows it on the logo's field.
 */
export function partnerErrors(input: PartnerInput, fieldId: (name: string) => string): FormError[] {
  return [
    ...imageErrors(fieldId('logo'), 'Logo', input.logo),
    ...webLink(fieldId('website'), 'Site web', input.website),
  ];
}

/** The partners in the order of the footer. */
export function PartnersListScreen() {
  return (
    <CollectionList
      client={partnersAdmin}
      names={NAMES}
      basePath={BASE}
      title={(partner) => partner.name}
      titleLabel="Partenaire"
      searchText={(partner) => `${partner.name} ${partner.description}`}
      columns={[
        {
          label: 'Logo',
          value: (partner) =>
            partner.shownLogo ? (
              <img src={partner.shownLogo.url} alt="" width={80} height={32} style={{ objectFit: 'contain' }} />
            ) : (
              '—'
            ),
        },
        { label: 'Site web', value: (partner) => partner.website },
        { label: 'Ordre', value: (partner) => partner.position },
      ]}
      intro={
        <p>Les logos du pied de page et la page « Partenaires », dans cet ordre. Une modification y paraît aussitôt.</p>
      }
    />
  );
}

/** A partner's form, new or saved. */
export function PartnerEditorScreen() {
  const id = useRecordId();
  return (
    <CollectionEditor
      client={partnersAdmin}
      id={id}
      basePath={BASE}
      names={NAMES}
      title={(partner) => partner.name}
      empty={EMPTY}
      toInput={toInput}
      schema={FORM}
      validate={partnerErrors}
      fieldOfRefusal={(status, fieldId) =>
        status === 409 ? fieldId('name') : status === 400 ? fieldId('logo') : undefined
      }
      publicPath={() => '/partners'}
    >
      {({ value, set, fieldId, error, record, fields }) => (
        <>
          <TextField {...fields.text('name')} value={value.name} onChange={(name) => set('name', name)} />
          {record?.shownLogo && !value.logo && (
            <p className={recordClasses.meta}>
              <img src={record.shownLogo.url} alt="" width={120} height={48} /> Logo actuel : celui livré avec le site.
              Choisissez une image pour le remplacer.
            </p>
          )}
          <ImageField
            {...fields.field('logo')}
            // The schema lets a delivered logo stay; the server asks for one for a new partner.
            required={!record?.shownLogo || Boolean(record.logo)}
            hint="PNG sur fond transparent de préférence ; il est affiché petit dans le pied de page."
            value={value.logo}
            preview={record?.logo ? record.shownLogo : null}
            altError={error(altFieldId(fieldId('logo')))}
            onChange={(logo) => set('logo', logo)}
          />
          <TextField
            {...fields.text('website')}
            type="url"
            hint="L’adresse complète : https://…"
            value={value.website}
            onChange={(website) => set('website', website)}
          />
          <TextField
            {...fields.text('description')}
            hint="Une phrase, affichée sur la page « Partenaires »."
            value={value.description}
            onChange={(description) => set('description', description)}
          />
          <NumberField
            {...fields.number('position')}
            hint="0 vient en premier."
            value={shownPosition(value.position)}
            onChange={(position) => set('position', positionOf(position))}
          />
        </>
      )}
    </CollectionEditor>
  );
}
