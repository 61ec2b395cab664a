import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, ApiError, isSlug, Loading, ResourceView, useResource, type EditableKind } from '@wado/shared';
import type { InputOf, PreviewOf, RecordOf } from '../../api/editing';
import { useLeaveWarning } from '../ui/useLeaveWarning';
import { useAdminTitle } from '../ui/useAdminTitle';
import { DeleteButton } from './DeleteButton';
import { ErrorSummary, type FormError } from './ErrorSummary';
import { EditorProblem, errorMessage } from './errors';
import { TextField } from './fields';
import { PublishPanel } from './PublishPanel';
import { useFlashNotice } from './flash';
import { loadById, PREVIEW_SEGMENT } from './params';
import type { RecordNames } from './names';
import { RevisionsPanel, type ComparedField } from './RevisionsPanel';
import { StatusBadge } from './StatusBadge';
import { errorsByField } from './validation';
import { formProblems, type SchemaFields, type SchemaForm } from '../forms/schemaForm';
import styles from './records.module.css';

/** What the fields of a kind's form are given. */
export interface EditorForm<K extends EditableKind> {
  value: InputOf<K>;
  set: <F extends keyof InputOf<K>>(field: F, value: InputOf<K>[F]) => void;
  /** The id of a field's control (`news-title`): labels, and links of the error summary, point at it. */
  fieldId: (name: string) => string;
  /** The error a field shows (by the id of its control). */
  error: (fieldId: string) => string | undefined;
  /** The saved record as a visitor would see it (for its images), once loaded; null for a new one. */
  preview: PreviewOf<K> | null;
  /** The record as last saved; null for a new one. */
  record: RecordOf<K> | null;
  /** The props of the fields (id, label, required, limits, error), from the kind's input schema. */
  fields: SchemaFields<InputOf<K>>;
}

export interface RecordEditorProps<K extends EditableKind> {
  kind: K;
  /** The record edited, or null for a new one. */
  id: number | null;
  /** Where this kind's screens live: `/admin/mf-media/news`. */
  basePath: string;
  names: RecordNames;
  /** A new record's form. */
  empty: InputOf<K>;
  /** The form of a saved record. */
  toInput: (record: RecordOf<K>) => InputOf<K>;
  /** The form's fields, their labels and the input schema's rules: the first checks before saving. */
  schema: SchemaForm<InputOf<K>>;
  /** The screen's own checks beyond the schema's (French), by field. */
  validate?: (input: InputOf<K>, fieldId: (name: string) => string) => FormError[];
  /** The fields a revision is compared on. */
  compared: readonly ComparedField<InputOf<K>>[];
  /** The public address of a record (`/news/<slug>`). */
  publicPath: (slug: string) => string;
  /** The form shows saved images, whose addresses come from the record's preview. */
  withPreview?: boolean;
  /** The fields of the form. */
  children: (form: EditorForm<K>) => ReactNode;
  /** Below the form, once saved (an album's photos); `replace` takes the record the API answered. */
  after?: (record: RecordOf<K>, replace: (record: RecordOf<K>) => void) => ReactNode;
  /** The clock (tests). */
  now?: () => Date;
}

/** The input to send: without `slug` when it is left empty (the server makes it from the title). */
function toSend<K extends EditableKind>(value: InputOf<K>): InputOf<K> {
  const slug = value.slug?.trim();
  const { slug: _ignored, ...rest } = value;
  return (slug ? { ...rest, slug } : rest) as InputOf<K>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The screen of one record of the back office, new or saved: its form (the kind's fields, then
 * its address), saved as a draft; then its publication (now, at a time, unpublish), its preview,
 * its deletion, and its versions (compare, restore). Problems are listed above the form in
 * French, the focus moved to them; unsaved changes are saved before a publication.
 */
export function RecordEditor<K extends EditableKind>(props: RecordEditorProps<K>) {
  const { kind, id, names, basePath } = props;
  const [state, retry] = useResource(
    () => (id === null ? Promise.resolve(null) : loadById(id, (known) => api.getAdminRecord(kind, known))),
    `admin-record:${kind}:${id ?? 'new'}`,
  );
  if (id === null) return <EditorScreen {...props} initial={null} />;
  return (
    <ResourceView
      state={state}
      retry={retry}
      missingTitle="Introuvable"
      missingText={
        <p>
          Cet enregistrement n’existe pas ou a été supprimé. <Link to={basePath}>{names.title}</Link>
        </p>
      }
    >
      {(record) =>
        // Until the record of this address is there (the state of the previous one may linger for a render).
        record && record.id === id ? (
          <EditorScreen key={`${kind}:${record.id}`} {...props} initial={record} />
        ) : (
          <Loading />
        )
      }
    </ResourceView>
  );
}

function EditorScreen<K extends EditableKind>({
  kind,
  basePath,
  names,
  empty,
  toInput,
  schema,
  validate,
  compared,
  publicPath,
  withPreview = false,
  children,
  after,
  now,
  initial,
}: RecordEditorProps<K> & { initial: RecordOf<K> | null }) {
  const navigate = useNavigate();
  const flash = useFlashNotice();
  const [record, setRecord] = useState(initial);
  const [value, setValue] = useState<InputOf<K>>(() => (initial ? toInput(initial) : empty));
  const [errors, setErrors] = useState<FormError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<string | null>(flash);
  const [saving, setSaving] = useState(false);
  const saved = record ? toInput(record) : empty;
  const dirty = !same(value, saved);
  const fieldId = (name: string) => `${kind}-${name}`;
  const byField = errorsByField(errors);
  useAdminTitle(record ? `${record.title} – ${names.title}` : names.newLabel);

  const [previewState] = useResource(
    () => (record && withPreview ? api.getAdminPreview(kind, record.id) : Promise.resolve(null)),
    `admin-preview:${kind}:${record?.id ?? 'new'}:${record?.updatedAt ?? ''}:${withPreview}`,
  );
  const preview = previewState.status === 'ready' ? previewState.data : null;

  useLeaveWarning(dirty);

  const fail = (problems: FormError[]) => {
    setNotice(null);
    setErrors(problems);
    setAttempt((count) => count + 1);
  };

  /** Saves the form; the saved record, or null when there were problems (listed above the form). */
  const save = async (): Promise<RecordOf<K> | null> => {
    const slug = value.slug?.trim();
    const problems = [
      ...formProblems(schema, validate, value, fieldId),
      ...(slug && !isSlug(slug)
        ? [
            {
              field: fieldId('slug'),
              message:
                'Adresse de la page : seulement des lettres minuscules sans accents, des chiffres et des tirets.',
            },
          ]
        : []),
    ];
    if (problems.length > 0) {
      fail(problems);
      return null;
    }
    setSaving(true);
    try {
      const input = toSend<K>(value);
      const next = record
        ? await api.updateAdminRecord(kind, record.id, input)
        : await api.createAdminRecord(kind, input);
      setErrors([]);
      if (!record) {
        navigate(`${basePath}/${next.id}`, {
          replace: true,
          state: { notice: 'Brouillon créé : il n’est pas visible du public tant qu’il n’est pas publié.' },
        });
        return next;
      }
      setRecord(next);
      setValue(toInput(next));
      setNotice('Modifications enregistrées.');
      return next;
    } catch (failure) {
      const slugTaken = failure instanceof ApiError && failure.status === 409;
      fail([{ message: errorMessage(failure), ...(slugTaken ? { field: fieldId('slug') } : {}) }]);
      return null;
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (record && !dirty) {
      setErrors([]);
      setNotice('Aucune modification à enregistrer.');
      return;
    }
    void save();
  };

  /** Publication of the saved record, after saving the changes not saved yet. */
  const publish = async (publishAt?: string) => {
    if (!record) return;
    if (dirty && !(await save()))
      throw new EditorProblem('Corrigez d’abord le formulaire : il n’a pas été enregistré.');
    const next = await api.publishAdminRecord(kind, record.id, publishAt);
    setRecord(next);
    setValue(toInput(next));
  };
  const unpublish = async () => {
    if (!record) return;
    setRecord(await api.unpublishAdminRecord(kind, record.id));
  };
  const restore = async (revision: number) => {
    if (!record) return;
    const next = await api.restoreAdminRevision(kind, record.id, revision);
    setRecord(next);
    setValue(toInput(next));
    setNotice(null);
  };
  const replace = (next: RecordOf<K>) => {
    setRecord(next);
    // The form keeps what is being typed; only what the API changed elsewhere is taken.
    setValue((current) => (same(current, saved) ? toInput(next) : current));
  };

  const error = (id: string) => byField[id];
  const form: EditorForm<K> = {
    value,
    set: (field, fieldValue) => setValue((current) => ({ ...current, [field]: fieldValue })),
    fieldId,
    error,
    preview,
    record,
    fields: schema.fields({ fieldId, error }),
  };

  return (
    <div className={styles.screen}>
      <Link className={styles.back} to={basePath}>
        ← {names.title}
      </Link>
      <div className={styles.header}>
        <h1>{record ? `Modifier ${names.the}` : names.newLabel}</h1>
        {record && <StatusBadge status={record.status} publishAt={record.publishAt} />}
      </div>
      <div aria-live="polite">{notice && <p className={styles.notice}>{notice}</p>}</div>
      <ErrorSummary errors={errors} attempt={attempt} />
      <div className={styles.editor}>
        <form
          className={styles.form}
          noValidate
          onSubmit={submit}
          aria-label={record ? `Modifier ${names.the}` : names.newLabel}
        >
          {children(form)}
          <TextField
            id={fieldId('slug')}
            label="Adresse de la page"
            hint={`La fin de l’adresse publique (${publicPath('…')}) : lettres minuscules sans accents, chiffres et tirets. Laissée vide, elle est formée à partir du titre.`}
            value={value.slug ?? ''}
            maxLength={120}
            error={byField[fieldId('slug')]}
            onChange={(slug) => form.set('slug', slug)}
          />
          <div className={styles.actions}>
            <button type="submit" className={styles.primaryButton} disabled={saving}>
              {saving ? 'Enregistrement…' : record ? 'Enregistrer' : 'Créer le brouillon'}
            </button>
            {record && (
              <Link className={styles.secondaryButton} to={`${basePath}/${record.id}/${PREVIEW_SEGMENT}`}>
                Aperçu
              </Link>
            )}
            {dirty && record && <span className={styles.meta}>Modifications non enregistrées</span>}
          </div>
        </form>
        {record && (
          <div className={styles.side}>
            <PublishPanel
              status={record.status}
              publishAt={record.publishAt}
              onPublish={publish}
              onUnpublish={unpublish}
              publicUrl={publicPath(record.slug)}
              now={now}
            />
            <section className={styles.panel} aria-label="Suppression">
              <DeleteButton
                what={`${names.the} « ${record.title} »`}
                toBin
                onDelete={() => api.deleteAdminRecord(kind, record.id)}
                onDeleted={() => navigate(basePath, { state: { notice: `Mis à la corbeille : « ${record.title} ».` } })}
              />
            </section>
          </div>
        )}
      </div>
      {record && after?.(record, replace)}
      {record && (
        <RevisionsPanel
          version={record.updatedAt}
          current={saved}
          fields={compared}
          loadList={() => api.getAdminRevisions(kind, record.id)}
          loadRevision={(revision) => api.getAdminRevision(kind, record.id, revision)}
          restore={restore}
        />
      )}
    </div>
  );
}
