import {
  formatDate,
  formatPrice,
  type LicenceCategoryInput,
  type LicenceCategoryRecord,
  type MembershipSeasonInput,
  type MembershipSeasonRecord,
} from '@wado/shared';
import {
  CollectionEditor,
  CollectionList,
  collectionApi,
  DateField,
  EuroField,
  euroErrors,
  LICENCE_CATEGORY_INPUT_RULES,
  LoadedChoiceField,
  MEMBERSHIP_SEASON_INPUT_RULES,
  NumberField,
  schemaForm,
  TextField,
  useRecordId,
  type FormError,
  type RecordNames,
} from '@wado/shared/admin';
import { adminPath, positionOf, shownPosition } from '../paths';

export const seasonsAdmin = collectionApi<MembershipSeasonInput, MembershipSeasonRecord>('membership-seasons');
export const categoriesAdmin = collectionApi<LicenceCategoryInput, LicenceCategoryRecord>('licence-categories');

const SEASONS = adminPath('seasons');
const CATEGORIES = adminPath('categories');

const SEASON_NAMES: RecordNames = {
  one: 'saison',
  many: 'saisons',
  title: 'Saisons d’adhésion',
  newLabel: 'Nouvelle saison',
  none: 'Aucune saison',
  the: 'la saison',
};

const CATEGORY_NAMES: RecordNames = {
  one: 'catégorie',
  many: 'catégories',
  title: 'Licences et tarifs',
  newLabel: 'Nouvelle catégorie',
  none: 'Aucune catégorie',
  the: 'la catégorie',
};

const EMPTY_SEASON: MembershipSeasonInput = { label: '', startsOn: '', endsOn: '', affiliationFeeCents: Number.NaN };

const seasonInput = ({
  label,
  startsOn,
  endsOn,
  affiliationFeeCents,
}: MembershipSeasonRecord): MembershipSeasonInput => ({
  label,
  startsOn,
  endsOn,
  affiliationFeeCents,
});

/**
 * A season's fields, their labels and the rules of the API's `MembershipSeasonInput` (which also
 * refuses a duplicate name). The fee, typed in euros, is checked by `seasonErrors`: the schema's
 * range is in cents.
 */
const SEASON_FORM = schemaForm(MEMBERSHIP_SEASON_INPUT_RULES, {
  label: 'Nom de la saison',
  startsOn: 'Premier jour',
  endsOn: 'Dernier jour',
});

/** The season's own checks beyond its schema's: the last day after the first, the fee in euros. */
export function seasonErrors(input: MembershipSeasonInput, fieldId: (name: string) => string): FormError[] {
  const order =
    input.startsOn && input.endsOn && input.endsOn <= input.startsOn
      ? [{ field: fieldId('endsOn'), message: 'Dernier jour : il vient après le premier jour de la saison.' }]
      : [];
  return [...order, ...euroErrors(fieldId('affiliationFeeCents'), 'Affiliation d’un club', input.affiliationFeeCents)];
}

/** The seasons, the latest first; the one the membership page shows today is marked. */
export function SeasonsListScreen() {
  return (
    <CollectionList
      client={seasonsAdmin}
      names={SEASON_NAMES}
      basePath={SEASONS}
      title={(season) => season.label}
      titleLabel="Saison"
      columns={[
        { label: 'Dates', value: (season) => `du ${formatDate(season.startsOn)} au ${formatDate(season.endsOn)}` },
        { label: 'Affiliation d’un club', value: (season) => formatPrice(season.affiliationFeeCents) },
        { label: 'Licences', value: (season) => season.categoryCount },
        { label: 'Page « Adhésion »', value: (season) => (season.current ? 'Affichée aujourd’hui' : '—') },
      ]}
      intro={
        <p>
          La page « Adhésion » montre la saison en cours. Une nouvelle saison reprend les licences, étapes et documents
          de la précédente : il reste à ajuster ses tarifs dans « Licences et tarifs ».
        </p>
      }
    />
  );
}

/** A season's form. */
export function SeasonEditorScreen() {
  const id = useRecordId();
  return (
    <CollectionEditor
      client={seasonsAdmin}
      id={id}
      basePath={SEASONS}
      names={SEASON_NAMES}
      title={(season) => season.label}
      empty={EMPTY_SEASON}
      toInput={seasonInput}
      schema={SEASON_FORM}
      validate={seasonErrors}
      fieldOfRefusal={(status, fieldId) => (status === 409 ? fieldId('label') : undefined)}
      publicPath={() => '/membership'}
      deletion="Ses licences, étapes et documents sont supprimés avec elle. La saison affichée aujourd’hui ne peut pas l’être."
    >
      {({ value, set, fieldId, error, fields }) => (
        <>
          <TextField
            {...fields.text('label')}
            hint="« 2027-2028 »"
            value={value.label}
            onChange={(label) => set('label', label)}
          />
          <DateField
            {...fields.field('startsOn')}
            value={value.startsOn}
            onChange={(startsOn) => set('startsOn', startsOn)}
          />
          <DateField
            {...fields.field('endsOn')}
            value={value.endsOn}
            min={value.startsOn || undefined}
            onChange={(endsOn) => set('endsOn', endsOn)}
          />
          <EuroField
            id={fieldId('affiliationFeeCents')}
            label="Affiliation d’un club (par an)"
            required
            hint="En euros : « 150 » ou « 150,00 »."
            value={value.affiliationFeeCents}
            error={error(fieldId('affiliationFeeCents'))}
            onChange={(cents) => set('affiliationFeeCents', cents)}
          />
        </>
      )}
    </CollectionEditor>
  );
}

const EMPTY_CATEGORY: LicenceCategoryInput = {
  seasonId: Number.NaN,
  name: '',
  audience: '',
  description: '',
  feeCents: Number.NaN,
  position: 0,
  bornFrom: null,
  bornUntil: null,
};

const categoryInput = ({
  seasonId,
  name,
  audience,
  description,
  feeCents,
  position,
  bornFrom,
  bornUntil,
}: LicenceCategoryRecord): LicenceCategoryInput => ({
  seasonId,
  name,
  audience,
  description,
  feeCents,
  position,
  bornFrom,
  bornUntil,
});

/**
 * A licence category's fields, their labels and the rules of the API's `LicenceCategoryInput`. The
 * season (NaN until one is chosen in the list) and the fee (typed in euros, the schema's range is in
 * cents) are checked by `categoryErrors`.
 */
const CATEGORY_FORM = schemaForm(LICENCE_CATEGORY_INPUT_RULES, {
  name: 'Nom de la licence',
  audience: 'Pour qui',
  description: 'Description',
  position: 'Ordre sur la page',
  bornFrom: 'Née ou né en (de)',
  bornUntil: 'Née ou né en (jusqu’à)',
});

/** The licence category's own checks beyond its schema's: a season chosen, the fee in euros. */
export function categoryErrors(input: LicenceCategoryInput, fieldId: (name: string) => string): FormError[] {
  return [
    ...(Number.isInteger(input.seasonId)
      ? []
      : [{ field: fieldId('seasonId'), message: 'Saison : choisissez-en une.' }]),
    ...euroErrors(fieldId('feeCents'), 'Tarif', input.feeCents),
  ];
}

const seasonChoices = async () =>
  (await seasonsAdmin.list()).items.map((season) => ({
    id: season.id,
    label: season.current ? `${season.label} (saison en cours)` : season.label,
  }));

/** The licence categories, the latest season first, each in the order of the membership page. */
export function CategoriesListScreen() {
  return (
    <CollectionList
      client={categoriesAdmin}
      names={CATEGORY_NAMES}
      basePath={CATEGORIES}
      title={(category) => category.name}
      titleLabel="Licence"
      searchText={(category) => `${category.name} ${category.audience} ${category.seasonLabel}`}
      columns={[
        { label: 'Saison', value: (category) => category.seasonLabel },
        { label: 'Public', value: (category) => category.audience || '—' },
        { label: 'Tarif', value: (category) => formatPrice(category.feeCents) },
        { label: 'Ordre', value: (category) => category.position },
      ]}
      intro={<p>Les licences de la page « Adhésion » et leur prix, saison par saison.</p>}
    />
  );
}

/** A licence category's form. */
export function CategoryEditorScreen() {
  const id = useRecordId();
  return (
    <CollectionEditor
      client={categoriesAdmin}
      id={id}
      basePath={CATEGORIES}
      names={CATEGORY_NAMES}
      title={(category) => category.name}
      empty={EMPTY_CATEGORY}
      toInput={categoryInput}
      schema={CATEGORY_FORM}
      validate={categoryErrors}
      publicPath={() => '/membership'}
    >
      {({ value, set, fieldId, error, fields }) => (
        <>
          <LoadedChoiceField
            id={fieldId('seasonId')}
            label="Saison"
            required
            load={seasonChoices}
            cacheKey="membership-seasons"
            value={Number.isInteger(value.seasonId) ? value.seasonId : null}
            error={error(fieldId('seasonId'))}
            onChange={(seasonId) => set('seasonId', seasonId ?? Number.NaN)}
          />
          <TextField
            {...fields.text('name')}
            hint="« Licence enfant », « Licence adulte »…"
            value={value.name}
            onChange={(name) => set('name', name)}
          />
          <TextField
            {...fields.text('audience')}
            hint="« Né(e) en 2015 ou après »"
            value={value.audience}
            onChange={(audience) => set('audience', audience)}
          />
          <TextField
            {...fields.text('description')}
            rows={3}
            value={value.description}
            onChange={(description) => set('description', description)}
          />
          <EuroField
            id={fieldId('feeCents')}
            label="Tarif de la licence"
            required
            hint="En euros, comme on l’écrit : « 35,50 »."
            value={value.feeCents}
            error={error(fieldId('feeCents'))}
            onChange={(cents) => set('feeCents', cents)}
          />
          <NumberField
            {...fields.number('bornFrom')}
            // Out of range, the schema's message says so (not an empty field).
            min={undefined}
            max={undefined}
            hint="Les années de naissance de la catégorie : une licence demandée par un club prend la catégorie de l’année de naissance de son licencié. Vides toutes deux : une catégorie choisie à la main (dirigeant, découverte)."
            value={value.bornFrom ?? null}
            onChange={(year) => set('bornFrom', year)}
          />
          <NumberField
            {...fields.number('bornUntil')}
            min={undefined}
            max={undefined}
            hint="Vide : sans limite (« 2008 ou avant »)."
            value={value.bornUntil ?? null}
            onChange={(year) => set('bornUntil', year)}
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
