import type { PartnerInput, PartnerRecord } from '@wado/shared';
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
  TextField,
  useRecordId,
  webLink,
  type FormError,
  type RecordNames,
} from '@wado/shared/admin';
import { adminPath, positionErrors, positionOf, shownPosition } from '../paths';

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

/**
 * The problems of a partner before it is sent. A new partner needs an uploaded logo: the server
 * says so (400), and the form shows it on the logo's field.
 */
export function partnerErrors(input: PartnerInput, fieldId: (name: string) => string): FormError[] {
  return [
    ...requiredText(fieldId('name'), 'Nom', input.name),
    ...imageErrors(fieldId('logo'), 'Logo', input.logo),
    ...requiredText(fieldId('website'), 'Site web', input.website),
    ...webLink(fieldId('website'), 'Site web', input.website),
    ...requiredText(fieldId('description'), 'Ce qu’il fait pour l’association', input.description),
    ...positionErrors(fieldId('position'), input.position),
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
      validate={partnerErrors}
      fieldOfRefusal={(status, fieldId) =>
        status === 409 ? fieldId('name') : status === 400 ? fieldId('logo') : undefined
      }
      publicPath={() => '/partners'}
    >
      {({ value, set, fieldId, error, record }) => (
        <>
          <TextField
            id={fieldId('name')}
            label="Nom"
            required
            value={value.name}
            maxLength={120}
            error={error(fieldId('name'))}
            onChange={(name) => set('name', name)}
          />
          {record?.shownLogo && !value.logo && (
            <p className={recordClasses.meta}>
              <img src={record.shownLogo.url} alt="" width={120} height={48} /> Logo actuel : celui livré avec le site.
              Choisissez une image pour le remplacer.
            </p>
          )}
          <ImageField
            id={fieldId('logo')}
            label="Logo"
            required={!record?.shownLogo || Boolean(record.logo)}
            hint="PNG sur fond transparent de préférence ; il est affiché petit dans le pied de page."
            value={value.logo}
            preview={record?.logo ? record.shownLogo : null}
            error={error(fieldId('logo'))}
            altError={error(altFieldId(fieldId('logo')))}
            onChange={(logo) => set('logo', logo)}
          />
          <TextField
            id={fieldId('website')}
            label="Site web"
            type="url"
            required
            hint="L’adresse complète : https://…"
            value={value.website}
            error={error(fieldId('website'))}
            onChange={(website) => set('website', website)}
          />
          <TextField
            id={fieldId('description')}
            label="Ce qu’il fait pour l’association"
            required
            hint="Une phrase, affichée sur la page « Partenaires »."
            value={value.description}
            maxLength={300}
            error={error(fieldId('description'))}
            onChange={(description) => set('description', description)}
          />
          <NumberField
            id={fieldId('position')}
            label="Ordre"
            required
            hint="0 vient en premier."
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
