import { useState, type FormEvent, type ReactNode } from 'react';
import {
  api,
  ApiError,
  Loading,
  normalizeSiteSettings,
  Notice,
  SETTINGS_LABELS,
  setSiteSettings,
  validateSiteSettings,
  type SettingsErrors,
  type SettingsField,
  type SiteSettingsInput,
  type SiteSettingsRecord,
  type SocialLink,
} from '@wado/shared';
import {
  adminClasses,
  ErrorSummary,
  errorMessage,
  formatDateTime,
  FormMessage,
  recordClasses,
  schemaForm,
  SITE_SETTINGS_INPUT_RULES,
  TextField,
  useAdminData,
  useAdminTitle,
  type FormError,
} from '@wado/shared/admin';

export const SETTINGS_TITLE = 'Réglages du site';
export const SETTINGS_SAVED =
  'Les réglages sont enregistrés : les pages du site les montrent dès leur prochain affichage.';

const fieldId = (field: SettingsField) => `settings-${field}`;

/** The settings that are not one text each: lists, amounts in euros, the year, a choice. */
const NOT_TEXTS = [
  'addressLines',
  'socialLinks',
  'shippingFeeCents',
  'freeShippingFromCents',
  'copyrightYear',
  'taxReceiptEligible',
] as const;
/** The settings typed as texts (one field each). */
type TextSettings = Omit<SiteSettingsInput, (typeof NOT_TEXTS)[number]>;
const isText = (field: string) => !(NOT_TEXTS as readonly string[]).includes(field);

/**
 * The text fields, their labels and the rules of the API's `SiteSettingsInput`, which bounds their
 * sizes; `validateSiteSettings` (the server's rules too) then asks for each one and checks its form
 * (an IBAN's key, a French phone number…), the lists, the amounts in euros and the year.
 */
const FORM = schemaForm(
  SITE_SETTINGS_INPUT_RULES,
  Object.fromEntries(Object.entries(SETTINGS_LABELS).filter(([field]) => isText(field))),
);
const { addressLines: ADDRESS_LINES, socialLinks: SOCIAL_LINKS } = SITE_SETTINGS_INPUT_RULES;

/** The problems of the settings to send: the schema's first, then the shared rules' for the other fields. */
function settingsProblems(settings: SiteSettingsInput): SettingsErrors {
  const problems: SettingsErrors = {};
  // The fields named by themselves: each problem comes back under its setting's name.
  for (const { field, message } of FORM.errors(settings, (name) => name)) problems[field as SettingsField] = message;
  return { ...validateSiteSettings(settings), ...problems };
}

/** The form's values: amounts in euros and lists as people type them. */
interface Draft {
  text: TextSettings;
  taxReceiptEligible: boolean;
  addressLines: string;
  socialLinks: SocialLink[];
  shippingFee: string;
  freeShippingFrom: string;
  copyrightYear: string;
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

function draftOf(record: SiteSettingsRecord): Draft {
  const {
    addressLines,
    socialLinks,
    shippingFeeCents,
    freeShippingFromCents,
    copyrightYear,
    taxReceiptEligible,
    updatedAt: _updatedAt,
    updatedBy: _updatedBy,
    ...text
  } = record;
  return {
    text,
    taxReceiptEligible,
    addressLines: addressLines.join('\n'),
    socialLinks,
    shippingFee: euros(shippingFeeCents),
    freeShippingFrom: euros(freeShippingFromCents),
    copyrightYear: String(copyrightYear),
  };
}

/** `6,90` or `6.90` → 690; NaN when it is not an amount in euros. */
function centsOf(value: string): number {
  const amount = value.trim().replace(/\s/g, '').replace(',', '.');
  return /^-?[0-9]+(\.[0-9]{1,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : Number.NaN;
}

/** The settings the draft says, and what cannot even be read as one (an amount that is not a number). */
function inputOf(draft: Draft): { input: SiteSettingsInput; unreadable: SettingsErrors } {
  const input: SiteSettingsInput = {
    ...draft.text,
    taxReceiptEligible: draft.taxReceiptEligible,
    addressLines: draft.addressLines.split('\n'),
    socialLinks: draft.socialLinks,
    shippingFeeCents: centsOf(draft.shippingFee),
    freeShippingFromCents: centsOf(draft.freeShippingFrom),
    copyrightYear: /^[0-9]{4}$/.test(draft.copyrightYear.trim()) ? Number(draft.copyrightYear.trim()) : Number.NaN,
  };
  const unreadable: SettingsErrors = {};
  for (const field of ['shippingFeeCents', 'freeShippingFromCents'] as const) {
    if (Number.isNaN(input[field]))
      unreadable[field] = `${SETTINGS_LABELS[field]} : indiquez un montant en euros (exemple : 6,90).`;
  }
  return { input, unreadable };
}

/** The server's refusal, field by field when it says so. */
function refusalOf(error: unknown): { message: string; fields: SettingsErrors } {
  const body = error instanceof ApiError ? (error.body as { fields?: SettingsErrors } | undefined) : undefined;
  return { message: errorMessage(error), fields: body?.fields ?? {} };
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={recordClasses.fieldset}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * `/admin/reglages` (role admin): the association's identity, its legal notice facts, its bank
 * details, the shop's shipping fees and the newsletter's sender. The form checks what the server
 * checks (the same rules) and names each field to fix.
 */
export function SettingsPage() {
  useAdminTitle(SETTINGS_TITLE);
  const { state, reload, replace } = useAdminData(() => api.getAdminSettings(), 'site-settings');
  return (
    <div className={adminClasses.screen}>
      <h1>{SETTINGS_TITLE}</h1>
      <p className={adminClasses.lead}>
        Le nom, les coordonnées et les mentions légales de l’association, ses coordonnées bancaires, les frais de port
        de la boutique, les reçus fiscaux des dons et l’expéditeur de la newsletter. Le pied de page, la boutique, les
        e-mails et les mentions légales les reprennent.
      </p>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Notice title="Les réglages n’ont pas pu être chargés" action={{ label: 'Réessayer', onClick: reload }}>
          <p>{state.message}</p>
        </Notice>
      )}
      {state.status === 'ready' && <SettingsForm record={state.data} onSaved={replace} />}
    </div>
  );
}

function SettingsForm({
  record,
  onSaved,
}: {
  record: SiteSettingsRecord;
  onSaved: (record: SiteSettingsRecord) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(record));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);

  const fields = FORM.fields({
    fieldId: (name) => fieldId(name as SettingsField),
    error: (id) => errors[id.replace(/^settings-/, '') as SettingsField],
  });
  const text = (
    field: keyof Draft['text'],
    props: { type?: 'email' | 'url'; hint?: string; required?: boolean } = {},
  ) => (
    <TextField
      {...fields.text(field)}
      // The schema only bounds the sizes: the shared rules ask for every setting (the tax
      // receipt's while they are issued).
      required
      {...props}
      value={draft.text[field]}
      onChange={(value) => setDraft({ ...draft, text: { ...draft.text, [field]: value } })}
    />
  );
  const setLink = (index: number, link: SocialLink) =>
    setDraft({ ...draft, socialLinks: draft.socialLinks.map((old, at) => (at === index ? link : old)) });

  const refuse = (message: string | null, fields: SettingsErrors) => {
    setErrors(fields);
    setFailure(message);
    setSaved(false);
    setAttempt((value) => value + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { input, unreadable } = inputOf(draft);
    const settings = normalizeSiteSettings(input);
    const problems = { ...settingsProblems(settings), ...unreadable };
    if (Object.keys(problems).length > 0) return refuse(null, problems);
    setSaving(true);
    try {
      const savedRecord = await api.saveSettings(settings);
      const {
        newsletterSenderName: _name,
        newsletterSenderEmail: _email,
        updatedAt: _at,
        updatedBy: _by,
        ...site
      } = savedRecord;
      setSiteSettings(site);
      onSaved(savedRecord);
      setDraft(draftOf(savedRecord));
      setErrors({});
      setFailure(null);
      setSaved(true);
    } catch (error) {
      const refusal = refusalOf(error);
      refuse(Object.keys(refusal.fields).length > 0 ? null : refusal.message, refusal.fields);
    } finally {
      setSaving(false);
    }
  };

  const summary: FormError[] = [
    ...(failure ? [{ message: failure }] : []),
    ...(Object.entries(errors) as [SettingsField, string][]).map(([field, message]) => ({
      field: fieldId(field),
      message,
    })),
  ];

  return (
    <form className={adminClasses.form} noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary errors={summary} attempt={attempt} />
      {saved && <FormMessage kind="success">{SETTINGS_SAVED}</FormMessage>}

      <Group legend="L’association">
        {text('name', { hint: 'Dans l’en-tête, les titres des e-mails et des pages.' })}
        {text('fullName', { hint: 'Dans le pied de page, les mentions légales et la signature des e-mails.' })}
        <TextField
          id={fieldId('addressLines')}
          label={SETTINGS_LABELS.addressLines}
          hint={`Une ligne par ligne de l’adresse, ${ADDRESS_LINES.maxItems} au plus.`}
          required
          rows={4}
          value={draft.addressLines}
          onChange={(addressLines) => setDraft({ ...draft, addressLines })}
          error={errors.addressLines}
        />
        {text('email', { type: 'email' })}
        {text('phone')}
        <div id={fieldId('socialLinks')} tabIndex={-1} className={recordClasses.field}>
          <p className={recordClasses.label}>{SETTINGS_LABELS.socialLinks}</p>
          {errors.socialLinks && <p className={recordClasses.fieldError}>{errors.socialLinks}</p>}
          {draft.socialLinks.map((link, index) => (
            <div key={index} className={recordClasses.row}>
              <TextField
                id={`settings-social-${index}-label`}
                label={`Libellé du lien ${index + 1}`}
                value={link.label}
                maxLength={SOCIAL_LINKS.items?.fields?.label?.maxLength}
                onChange={(label) => setLink(index, { ...link, label })}
              />
              <TextField
                id={`settings-social-${index}-url`}
                label={`Adresse du lien ${index + 1}`}
                type="url"
                value={link.url}
                maxLength={SOCIAL_LINKS.items?.fields?.url?.maxLength}
                onChange={(url) => setLink(index, { ...link, url })}
              />
              <button
                type="button"
                className={recordClasses.linkButton}
                onClick={() => setDraft({ ...draft, socialLinks: draft.socialLinks.filter((_, at) => at !== index) })}
              >
                Retirer le lien {index + 1}
              </button>
            </div>
          ))}
          {draft.socialLinks.length < (SOCIAL_LINKS.maxItems ?? Infinity) && (
            <button
              type="button"
              className={recordClasses.secondaryButton}
              onClick={() => setDraft({ ...draft, socialLinks: [...draft.socialLinks, { label: '', url: '' }] })}
            >
              Ajouter un lien
            </button>
          )}
        </div>
        <TextField
          id={fieldId('copyrightYear')}
          label={SETTINGS_LABELS.copyrightYear}
          hint="L’année du « © » du pied de page."
          required
          // eslint-disable-next-line no-restricted-syntax -- a year of four digits, as `inputOf` reads it
          maxLength={4}
          value={draft.copyrightYear}
          onChange={(copyrightYear) => setDraft({ ...draft, copyrightYear })}
          error={errors.copyrightYear}
        />
      </Group>

      <Group legend="Mentions légales">
        {text('publisher', { hint: 'Le nom complet et la forme de l’association (loi 1901, déclaration…).' })}
        {text('publicationDirector')}
        {text('siret', { hint: '14 chiffres, espaces permis.' })}
        {text('hostName')}
        {text('hostAddress')}
      </Group>

      <Group legend="Paiements de la boutique">
        {text('accountHolder')}
        {text('iban', { hint: 'Vérifié par sa clé : une faute de frappe est signalée.' })}
        {text('bic')}
        {text('chequeOrder')}
        {text('chequeAddress')}
      </Group>

      <Group legend="Frais de port">
        <TextField
          id={fieldId('shippingFeeCents')}
          label={`${SETTINGS_LABELS.shippingFeeCents} (en euros)`}
          required
          value={draft.shippingFee}
          onChange={(shippingFee) => setDraft({ ...draft, shippingFee })}
          error={errors.shippingFeeCents}
        />
        <TextField
          id={fieldId('freeShippingFromCents')}
          label={`${SETTINGS_LABELS.freeShippingFromCents} (en euros d’articles)`}
          required
          value={draft.freeShippingFrom}
          onChange={(freeShippingFrom) => setDraft({ ...draft, freeShippingFrom })}
          error={errors.freeShippingFromCents}
        />
      </Group>

      <Group legend="Dons et reçus fiscaux">
        <div className={recordClasses.field}>
          <label className={adminClasses.checkbox}>
            <input
              id={fieldId('taxReceiptEligible')}
              type="checkbox"
              checked={draft.taxReceiptEligible}
              aria-describedby="settings-taxReceiptEligible-hint"
              onChange={(event) => setDraft({ ...draft, taxReceiptEligible: event.target.checked })}
            />
            <span>{SETTINGS_LABELS.taxReceiptEligible}</span>
          </label>
          <p id="settings-taxReceiptEligible-hint" className={adminClasses.hint}>
            Cochez seulement si l’association est d’intérêt général (articles 200 et 238 bis du code général des impôts)
            : la page des dons indique alors le coût après réduction d’impôt, et chaque don payé en ligne reçoit un reçu
            fiscal numéroté, envoyé par e-mail. Les reçus déjà établis gardent les mentions de leur date.
          </p>
        </div>
        {text('taxReceiptObject', {
          required: draft.taxReceiptEligible,
          hint: 'Imprimé sur les reçus fiscaux, comme dans les statuts.',
        })}
        {text('taxReceiptQuality', {
          required: draft.taxReceiptEligible,
          hint: 'Exemple : association d’intérêt général à caractère sportif.',
        })}
        {text('taxReceiptSignatory', {
          required: draft.taxReceiptEligible,
          hint: 'La personne qui signe les reçus (nom et prénom).',
        })}
        {text('taxReceiptSignatoryRole', {
          required: draft.taxReceiptEligible,
          hint: 'Exemple : trésorier, présidente.',
        })}
      </Group>

      <Group legend="Newsletter">
        {text('newsletterSenderName')}
        {text('newsletterSenderEmail', { type: 'email' })}
      </Group>

      <p className={adminClasses.hint}>
        {record.updatedBy
          ? `Enregistrés le ${formatDateTime(record.updatedAt)} par ${record.updatedBy}.`
          : 'Les réglages livrés avec le site n’ont pas encore été modifiés.'}
      </p>
      <div className={adminClasses.actions}>
        <button type="submit" className={adminClasses.primary} disabled={saving}>
          {saving ? 'Enregistrement…' : 'Enregistrer les réglages'}
        </button>
      </div>
    </form>
  );
}
