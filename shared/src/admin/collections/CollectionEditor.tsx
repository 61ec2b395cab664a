import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, Loading, ResourceView, useResource } from '@wado/shared';
import { DeleteButton } from '../records/DeleteButton';
import { ErrorSummary, type FormError } from '../records/ErrorSummary';
import { errorMessage } from '../records/errors';
import { useFlashNotice } from '../records/flash';
import type { RecordNames } from '../records/names';
import { loadById } from '../records/params';
import { errorsByField } from '../records/validation';
import { formProblems, type SchemaFields, type SchemaForm } from '../forms/schemaForm';
import { useLeaveWarning } from '../ui/useLeaveWarning';
import { useAdminTitle } from '../ui/useAdminTitle';
import type { CollectionApi, CollectionRecord } from './collectionApi';
import recordStyles from '../records/records.module.css';

/** What the fields of a collection's form are given. */
export interface CollectionForm<Input, Rec> {
  value: Input;
  set: <F extends keyof Input>(field: F, value: Input[F]) => void;
  /** The id of a field's control (`lexicon-term`): labels, and links of the error summary, point at it. */
  fieldId: (name: string) => string;
  /** The error a field shows (by the id of its control). */
  error: (fieldId: string) => string | undefined;
  /** The record as last saved; null for a new one. */
  record: Rec | null;
  /** The props of the fields (id, label, required, limits, error), from the collection's input schema. */
  fields: SchemaFields<Input>;
}

export interface CollectionEditorProps<Input, Rec extends CollectionRecord> {
  client: CollectionApi<Input, Rec>;
  /** The record edited (from the address, `useRecordId()`), or null for a new one. */
  id: number | null;
  /** Where the collection's screens live: `/admin/mf-wado/lexique`. */
  basePath: string;
  names: RecordNames;
  /** What a saved record is called (the title of its screen, the deletion's question). */
  title: (record: Rec) => string;
  /** A new record's form. */
  empty: Input;
  /** The form of a saved record. */
  toInput: (record: Rec) => Input;
  /** The form's fields, their labels and the input schema's rules: the first checks before saving. */
  schema: SchemaForm<Input>;
  /** The screen's own checks beyond the schema's (French), by field; the server checks them again. */
  validate?: (input: Input, fieldId: (name: string) => string) => FormError[];
  /** Which field a refusal of the server is about, when it can tell (a duplicate name: its field). */
  fieldOfRefusal?: (status: number, fieldId: (name: string) => string) => string | undefined;
  /** The fields of the form. */
  children: (form: CollectionForm<Input, Rec>) => ReactNode;
  /** Where the public site shows the record, when it has a page of its own. */
  publicPath?: (record: Rec) => string;
  /** What the deletion says beyond « définitive » (« Le club disparaît de l’annuaire. »). */
  deletion?: string;
  /** Whether the person may delete the record: without it, no « Supprimer » (the server refuses it too). */
  canDelete?: boolean;
  /** False for records the site never shows (a club's licensees): a save says « enregistré », not « sur le site ». */
  onTheSite?: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The form of one record of a collection, new or saved. A save shows on the site at once (no
 * draft); problems are listed above the form in French and the focus moved to them; leaving with
 * unsaved changes asks first; deleting asks for a confirmation and shows the server's refusal (a
 * club still referred to, for example) in the dialog.
 */
export function CollectionEditor<Input, Rec extends CollectionRecord>(props: CollectionEditorProps<Input, Rec>) {
  const { client, id, names, basePath } = props;
  const [state, retry] = useResource(
    () => (id === null ? Promise.resolve(null) : loadById(id, (known) => client.get(known))),
    `admin-collection:${client.path}:${id ?? 'new'}`,
  );
  if (id === null) return <EditorScreen {...props} initial={null} />;
  return (
    <ResourceView
      state={state}
      retry={retry}
      missingTitle="Introuvable"
      missingText={
        <p>
          Cette fiche n’existe pas ou a été supprimée. <Link to={basePath}>{names.title}</Link>
        </p>
      }
    >
      {(record) =>
        record && record.id === id ? (
          <EditorScreen key={`${client.path}:${record.id}`} {...props} initial={record} />
        ) : (
          <Loading />
        )
      }
    </ResourceView>
  );
}

function EditorScreen<Input, Rec extends CollectionRecord>({
  client,
  basePath,
  names,
  title,
  empty,
  toInput,
  schema,
  validate,
  fieldOfRefusal,
  children,
  publicPath,
  deletion,
  canDelete = true,
  onTheSite = true,
  initial,
}: CollectionEditorProps<Input, Rec> & { initial: Rec | null }) {
  const navigate = useNavigate();
  const flash = useFlashNotice();
  const [record, setRecord] = useState(initial);
  const [value, setValue] = useState<Input>(() => (initial ? toInput(initial) : empty));
  const [errors, setErrors] = useState<FormError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<string | null>(flash);
  const [saving, setSaving] = useState(false);
  const saved = record ? toInput(record) : empty;
  const dirty = !same(value, saved);
  const fieldId = (name: string) => `${client.path}-${name}`;
  const byField = errorsByField(errors);
  const heading = record ? `Modifier ${names.the} « ${title(record)} »` : names.newLabel;
  useAdminTitle(record ? `${title(record)} – ${names.title}` : names.newLabel);

  useLeaveWarning(dirty);

  const fail = (problems: FormError[]) => {
    setNotice(null);
    setErrors(problems);
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (record && !dirty) {
      setErrors([]);
      setNotice('Aucune modification à enregistrer.');
      return;
    }
    const problems = formProblems(schema, validate, value, fieldId);
    if (problems.length > 0) return fail(problems);
    setSaving(true);
    try {
      if (!record) {
        const created = await client.create(value);
        navigate(`${basePath}/${created.id}`, {
          replace: true,
          state: {
            notice: `Enregistré : ${names.the} « ${title(created)} »${onTheSite ? ' est sur le site' : ''}.`,
          },
        });
        return;
      }
      const next = await client.update(record.id, value);
      setErrors([]);
      setRecord(next);
      setValue(toInput(next));
      setNotice(
        onTheSite ? 'Modifications enregistrées : le site les montre dès maintenant.' : 'Modifications enregistrées.',
      );
    } catch (failure) {
      const field = failure instanceof ApiError ? fieldOfRefusal?.(failure.status, fieldId) : undefined;
      fail([{ message: errorMessage(failure), ...(field ? { field } : {}) }]);
    } finally {
      setSaving(false);
    }
  };

  const error = (id: string) => byField[id];
  const form: CollectionForm<Input, Rec> = {
    value,
    set: (field, fieldValue) => setValue((current) => ({ ...current, [field]: fieldValue })),
    fieldId,
    error,
    record,
    fields: schema.fields({ fieldId, error }),
  };

  return (
    <div className={recordStyles.screen}>
      <Link className={recordStyles.back} to={basePath}>
        ← {names.title}
      </Link>
      <div className={recordStyles.header}>
        <h1>{heading}</h1>
      </div>
      <div aria-live="polite">{notice && <p className={recordStyles.notice}>{notice}</p>}</div>
      <ErrorSummary errors={errors} attempt={attempt} />
      <form className={recordStyles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={heading}>
        {children(form)}
        <div className={recordStyles.actions}>
          <button type="submit" className={recordStyles.primaryButton} disabled={saving}>
            {saving ? 'Enregistrement…' : 'Enregistrer'}
          </button>
          {record && publicPath && (
            <a className={recordStyles.secondaryButton} href={publicPath(record)} target="_blank" rel="noreferrer">
              Voir sur le site
            </a>
          )}
          {dirty && record && <span className={recordStyles.meta}>Modifications non enregistrées</span>}
        </div>
      </form>
      {record && canDelete && (
        <section className={recordStyles.panel} aria-label="Suppression">
          {deletion && <p className={recordStyles.meta}>{deletion}</p>}
          <DeleteButton
            what={`${names.the} « ${title(record)} »`}
            toBin
            onDelete={() => client.remove(record.id)}
            onDeleted={() => navigate(basePath, { state: { notice: `Mis à la corbeille : « ${title(record)} ».` } })}
          />
        </section>
      )}
    </div>
  );
}
