import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  api,
  ApiError,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_DESCRIPTION_MAX_LENGTH,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TITLE_MAX_LENGTH,
  documentFieldProblems,
  documentFileFacts,
  documentTooLarge,
  formatCount,
  formatDate,
  formatFileSize,
  Loading,
  ResourceView,
  todayInParis,
  useResource,
  type AdminDocument,
  type DocumentCategory,
  type DocumentField,
  type DocumentInput,
} from '@wado/shared';
import {
  collectionClasses,
  DateField,
  DeleteButton,
  ErrorSummary,
  errorsByField,
  loadById,
  NEW_SEGMENT,
  recordClasses,
  recordErrorMessage,
  SelectField,
  StatusBadge,
  TextField,
  useAdminTitle,
  useFlashNotice,
  useLeaveWarning,
  useRecordId,
  type FormError,
} from '@wado/shared/admin';
import { adminPath } from '../paths';
import styles from './documents.module.css';

const BASE = adminPath('documents');
const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((value) => ({ value, label: DOCUMENT_CATEGORY_LABELS[value] }));

type Progress = { sent: number; total: number };

/** The id of each field of the document's form (the error summary links to them). */
const fieldId = (name: DocumentField | 'file') => `document-${name}`;

/** The labels of the fields, as the server's refusals begin (« Titre : … »). */
const FIELD_OF_MESSAGE: [string, DocumentField][] = [
  ['Titre :', 'title'],
  ['Catégorie :', 'category'],
  ['Date du document :', 'date'],
  ['Description :', 'description'],
];

/** The problems of the fields before sending (the server checks them again). */
function fieldErrors(input: DocumentInput): FormError[] {
  return documentFieldProblems(input).map((problem) => ({ field: fieldId(problem.field), message: problem.message }));
}

/** The problems of a chosen file before sending it: none chosen, not a PDF, empty, too large. */
export function fileErrors(file: File | null): FormError[] {
  const field = fieldId('file');
  if (!file) return [{ field, message: 'Fichier PDF : choisissez le fichier du document.' }];
  const named = /\.pdf$/i.test(file.name);
  if (!named && file.type !== 'application/pdf') {
    return [
      {
        field,
        message: `Fichier PDF : « ${file.name} » n’est pas un PDF. Enregistrez le document au format PDF (« Exporter au format PDF ») puis choisissez-le.`,
      },
    ];
  }
  if (file.size === 0) return [{ field, message: `Fichier PDF : « ${file.name} » est vide.` }];
  if (file.size > DOCUMENT_MAX_BYTES)
    return [{ field, message: `Fichier PDF : ${documentTooLarge(DOCUMENT_MAX_BYTES)}` }];
  return [];
}

/** A refusal of the server on the field it is about: a field's label starts its message; else the file's. */
function refusal(failure: unknown): FormError {
  const message = recordErrorMessage(failure);
  const named = FIELD_OF_MESSAGE.find(([label]) => message.startsWith(label));
  if (named) return { field: fieldId(named[1]), message };
  const aboutTheFile = failure instanceof ApiError && [400, 413, 415].includes(failure.status);
  return aboutTheFile ? { field: fieldId('file'), message } : { message };
}

/** « Envoi de « pv.pdf » : 42 % », with a progress bar. */
function UploadProgress({ name, progress }: { name: string; progress: Progress | null }) {
  const percent = progress && progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : null;
  return (
    <p className={recordClasses.stack}>
      <span>
        Envoi de « {name} »{percent === null ? '…' : ` : ${percent} %`}
      </span>
      <progress
        className={recordClasses.progress}
        aria-label={`Envoi de « ${name} »`}
        {...(progress ? { value: progress.sent, max: progress.total } : {})}
      />
    </p>
  );
}

/** The PDF to send: a file chooser that says what was chosen (name and size). */
function PdfField({
  label,
  file,
  onChange,
  error,
  required = false,
  disabled = false,
}: {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}) {
  const id = fieldId('file');
  const describedBy = [`${id}-hint`, error ? `${id}-error` : '', file ? `${id}-chosen` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${recordClasses.field} ${error ? recordClasses.fieldInvalid : ''}`}>
      <label htmlFor={id} className={recordClasses.label}>
        {label}
        {required && <span className={recordClasses.required}> (obligatoire)</span>}
      </label>
      <p id={`${id}-hint`} className={recordClasses.hint}>
        Un PDF de {formatFileSize(DOCUMENT_MAX_BYTES)} au plus, sans mot de passe. Les visiteurs le téléchargent tel
        quel.
      </p>
      {error && (
        <p id={`${id}-error`} className={recordClasses.fieldError}>
          {error}
        </p>
      )}
      <input
        id={id}
        className={recordClasses.fileInput}
        type="file"
        accept="application/pdf,.pdf"
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      {file && (
        <p id={`${id}-chosen`} className={recordClasses.meta}>
          Fichier choisi : {file.name} ({formatFileSize(file.size)})
        </p>
      )}
    </div>
  );
}

/** Title, category, date and description: the fields of a new document and of a saved one. */
function DocumentFields({
  value,
  set,
  errors,
}: {
  value: DocumentInput;
  set: <F extends keyof DocumentInput>(field: F, fieldValue: DocumentInput[F]) => void;
  errors: Record<string, string>;
}) {
  return (
    <>
      <TextField
        id={fieldId('title')}
        label="Titre"
        required
        hint="Tel que les visiteurs le liront : « Procès-verbal de l’assemblée générale du 22 novembre 2025 »."
        value={value.title}
        maxLength={DOCUMENT_TITLE_MAX_LENGTH}
        error={errors[fieldId('title')]}
        onChange={(title) => set('title', title)}
      />
      <SelectField<DocumentCategory>
        id={fieldId('category')}
        label="Catégorie"
        required
        hint="La page Documents les regroupe dans cet ordre."
        value={value.category as DocumentCategory | ''}
        options={CATEGORY_OPTIONS}
        error={errors[fieldId('category')]}
        onChange={(category) => set('category', category)}
      />
      <DateField
        id={fieldId('date')}
        label="Date du document"
        hint="Celle que les visiteurs verront : le jour de l’assemblée, de l’adoption du règlement… Sans date : le jour de l’envoi."
        value={value.date}
        error={errors[fieldId('date')]}
        onChange={(date) => set('date', date)}
      />
      <TextField
        id={fieldId('description')}
        label="Description"
        hint="Facultative : une ou deux phrases sous le titre (à qui il s’adresse, quand le remplir…)."
        rows={3}
        value={value.description}
        maxLength={DOCUMENT_DESCRIPTION_MAX_LENGTH}
        error={errors[fieldId('description')]}
        onChange={(description) => set('description', description)}
      />
    </>
  );
}

function useForm(initial: DocumentInput) {
  const [value, setValue] = useState(initial);
  const set = <F extends keyof DocumentInput>(field: F, fieldValue: DocumentInput[F]) =>
    setValue((current) => ({ ...current, [field]: fieldValue }));
  return { value, setValue, set };
}

const inputOf = (saved: AdminDocument): DocumentInput => ({
  title: saved.title,
  category: saved.category,
  date: saved.date,
  description: saved.description,
});

const sameInput = (a: DocumentInput, b: DocumentInput) =>
  a.title === b.title && a.category === b.category && a.date === b.date && a.description === b.description;

// ---------------------------------------------------------------------------------------------
// The list

/** Every document, drafts included, by category in the order of the documents page. */
export function DocumentsListScreen() {
  useAdminTitle('Documents');
  const notice = useFlashNotice();
  const [state, retry] = useResource(() => api.listAdminDocuments(), 'admin-documents');
  return (
    <div className={recordClasses.screen}>
      <div className={recordClasses.header}>
        <h1>Documents à télécharger</h1>
        <Link className={recordClasses.primaryButton} to={`${BASE}/${NEW_SEGMENT}`}>
          Nouveau document
        </Link>
      </div>
      <p className={collectionClasses.intro}>
        Les documents publiés paraissent sur la page{' '}
        <a href="/documents" target="_blank" rel="noreferrer">
          Documents
        </a>{' '}
        du site, par catégorie ; un brouillon n’y paraît pas. Remplacer le fichier d’un document garde son adresse : les
        liens vers lui restent bons.
      </p>
      <div aria-live="polite">{notice && <p className={recordClasses.notice}>{notice}</p>}</div>
      <ResourceView state={state} retry={retry}>
        {({ items }) => (
          <>
            <p className={recordClasses.count} role="status">
              {formatCount(items.length, 'document', 'documents')}
              {items.length > 0 &&
                `, dont ${formatCount(items.filter((item) => item.status === 'published').length, 'publié', 'publiés')}`}
            </p>
            {DOCUMENT_CATEGORIES.map((category) => {
              const shown = items.filter((item) => item.category === category);
              if (shown.length === 0) return null;
              const label = DOCUMENT_CATEGORY_LABELS[category];
              return (
                <section key={category} className={styles.category} aria-labelledby={`categorie-${category}`}>
                  <h2 id={`categorie-${category}`}>{label}</h2>
                  <div
                    className={collectionClasses.tableFrame}
                    tabIndex={0}
                    role="region"
                    aria-label={`Tableau des documents : ${label}`}
                  >
                    <table className={`${collectionClasses.table} ${styles.table}`}>
                      <thead>
                        <tr>
                          <th scope="col">Titre</th>
                          <th scope="col">État</th>
                          <th scope="col">Date</th>
                          <th scope="col">Fichier</th>
                        </tr>
                      </thead>
                      <tbody>
                        {shown.map((item) => (
                          <tr key={item.id}>
                            <th scope="row">
                              <Link to={`${BASE}/${item.id}`}>{item.title}</Link>
                            </th>
                            <td data-label="État">
                              <StatusBadge status={item.status} publishAt={null} />
                            </td>
                            <td data-label="Date">{formatDate(item.date)}</td>
                            <td data-label="Fichier">{documentFileFacts(item)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </section>
              );
            })}
          </>
        )}
      </ResourceView>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// A new document

function NewDocument() {
  useAdminTitle('Nouveau document');
  const navigate = useNavigate();
  const { value, set } = useForm({ title: '', category: '', date: todayInParis(), description: '' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState<{ name: string; progress: Progress | null } | null>(null);
  const byField = errorsByField(errors);
  useLeaveWarning(sending === null && (file !== null || value.title.trim() !== '' || value.description.trim() !== ''));

  const fail = (problems: FormError[]) => {
    setErrors(problems);
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = [...fileErrors(file), ...fieldErrors(value)];
    if (problems.length > 0 || !file) return fail(problems);
    setErrors([]);
    setSending({ name: file.name, progress: null });
    try {
      const created = await api.createDocument(value, file, file.name, (progress) =>
        setSending({ name: file.name, progress }),
      );
      navigate(`${BASE}/${created.id}`, {
        replace: true,
        state: {
          notice: `Document enregistré comme brouillon : publiez-le pour qu’il paraisse sur la page Documents.`,
        },
      });
    } catch (failure) {
      setSending(null);
      fail([refusal(failure)]);
    }
  };

  return (
    <div className={recordClasses.screen}>
      <Link className={recordClasses.back} to={BASE}>
        ← Documents
      </Link>
      <div className={recordClasses.header}>
        <h1>Nouveau document</h1>
      </div>
      <ErrorSummary errors={errors} attempt={attempt} title="Le document n’a pas été enregistré" />
      <form
        className={recordClasses.form}
        noValidate
        aria-label="Nouveau document"
        onSubmit={(event) => void submit(event)}
      >
        <PdfField
          label="Fichier PDF"
          required
          file={file}
          disabled={sending !== null}
          error={byField[fieldId('file')]}
          onChange={setFile}
        />
        <DocumentFields value={value} set={set} errors={byField} />
        <div aria-live="polite">{sending && <UploadProgress name={sending.name} progress={sending.progress} />}</div>
        <div className={recordClasses.actions}>
          <button type="submit" className={recordClasses.primaryButton} disabled={sending !== null}>
            {sending ? 'Envoi en cours…' : 'Envoyer et enregistrer comme brouillon'}
          </button>
        </div>
      </form>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// A saved document

function SavedDocument({ initial }: { initial: AdminDocument }) {
  const navigate = useNavigate();
  const headingId = useId();
  const [saved, setSaved] = useState(initial);
  const { value, setValue, set } = useForm(inputOf(initial));
  const [errors, setErrors] = useState<FormError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<string | null>(useFlashNotice());
  const [busy, setBusy] = useState(false);
  const [newFile, setNewFile] = useState<File | null>(null);
  const [sending, setSending] = useState<{ name: string; progress: Progress | null } | null>(null);
  const dirty = !sameInput(value, inputOf(saved));
  const byField = errorsByField(errors);
  useAdminTitle(`${saved.title} – Documents`);
  useLeaveWarning(dirty || (newFile !== null && sending === null));

  const fail = (problems: FormError[]) => {
    setNotice(null);
    setErrors(problems);
    setAttempt((count) => count + 1);
  };

  const done = (next: AdminDocument, message: string) => {
    setSaved(next);
    setValue(inputOf(next));
    setErrors([]);
    setNotice(message);
  };

  /** Runs a change of the document; a refusal is shown above the form. */
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      fail([refusal(failure)]);
    } finally {
      setBusy(false);
    }
  };

  const saveFields = async (): Promise<AdminDocument | null> => {
    const problems = fieldErrors(value);
    if (problems.length > 0) {
      fail(problems);
      return null;
    }
    return api.updateDocument(saved.id, value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) {
      setErrors([]);
      setNotice('Aucune modification à enregistrer.');
      return;
    }
    void run(async () => {
      const next = await saveFields();
      if (next) {
        done(
          next,
          next.status === 'published'
            ? 'Modifications enregistrées : la page Documents les montre dès maintenant.'
            : 'Modifications enregistrées.',
        );
      }
    });
  };

  const publish = () =>
    void run(async () => {
      // Pending changes are saved first: what is published is what the form shows.
      if (dirty && !(await saveFields())) return;
      done(await api.publishDocument(saved.id), 'Document publié : il est sur la page Documents.');
    });

  const unpublish = () =>
    void run(async () => {
      done(await api.unpublishDocument(saved.id), 'Document retiré du site : il redevient un brouillon.');
    });

  const replaceFile = async () => {
    const problems = fileErrors(newFile);
    if (problems.length > 0 || !newFile) return fail(problems);
    setErrors([]);
    setSending({ name: newFile.name, progress: null });
    try {
      const next = await api.replaceDocumentFile(saved.id, newFile, newFile.name, (progress) =>
        setSending({ name: newFile.name, progress }),
      );
      setSaved(next);
      setNewFile(null);
      setNotice(
        next.status === 'published'
          ? 'Nouveau fichier enregistré : les visiteurs le téléchargent dès maintenant, à la même adresse.'
          : 'Nouveau fichier enregistré.',
      );
    } catch (failure) {
      fail([refusal(failure)]);
    } finally {
      setSending(null);
    }
  };

  const published = saved.status === 'published';
  return (
    <div className={recordClasses.screen}>
      <Link className={recordClasses.back} to={BASE}>
        ← Documents
      </Link>
      <div className={recordClasses.header}>
        <h1>Modifier le document « {saved.title} »</h1>
      </div>
      <div aria-live="polite">{notice && <p className={recordClasses.notice}>{notice}</p>}</div>
      <ErrorSummary errors={errors} attempt={attempt} />

      <section className={`${recordClasses.panel} ${styles.panel}`} aria-labelledby={`${headingId}-publication`}>
        <h2 id={`${headingId}-publication`}>Publication</h2>
        <p>
          <StatusBadge status={saved.status} publishAt={null} />{' '}
          {published
            ? 'Sur la page Documents du site.'
            : 'Les visiteurs ne le voient pas et son adresse ne répond pas.'}
        </p>
        <div className={recordClasses.actions}>
          {published ? (
            <button type="button" className={recordClasses.secondaryButton} disabled={busy} onClick={unpublish}>
              Retirer du site
            </button>
          ) : (
            <button type="button" className={recordClasses.primaryButton} disabled={busy} onClick={publish}>
              Publier
            </button>
          )}
          <a className={recordClasses.secondaryButton} href={saved.fileUrl} target="_blank" rel="noreferrer">
            Ouvrir le PDF
          </a>
          {published && (
            <a className={recordClasses.secondaryButton} href="/documents" target="_blank" rel="noreferrer">
              Voir la page Documents
            </a>
          )}
        </div>
        {published && (
          <p className={recordClasses.meta}>
            Adresse du fichier : <code className={styles.address}>{saved.url}</code>
          </p>
        )}
      </section>

      <form className={recordClasses.form} noValidate aria-label="Fiche du document" onSubmit={submit}>
        <DocumentFields value={value} set={set} errors={byField} />
        <div className={recordClasses.actions}>
          <button type="submit" className={recordClasses.primaryButton} disabled={busy}>
            {busy ? 'Enregistrement…' : 'Enregistrer'}
          </button>
          {dirty && <span className={recordClasses.meta}>Modifications non enregistrées</span>}
        </div>
      </form>

      <section className={`${recordClasses.panel} ${styles.panel}`} aria-labelledby={`${headingId}-fichier`}>
        <h2 id={`${headingId}-fichier`}>Fichier</h2>
        <p>
          Fichier actuel : {saved.fileName} ({documentFileFacts(saved)}).
        </p>
        <PdfField
          label="Remplacer par un autre PDF"
          file={newFile}
          disabled={sending !== null}
          error={byField[fieldId('file')]}
          onChange={setNewFile}
        />
        <div aria-live="polite">{sending && <UploadProgress name={sending.name} progress={sending.progress} />}</div>
        <div className={recordClasses.actions}>
          <button
            type="button"
            className={recordClasses.secondaryButton}
            disabled={sending !== null || newFile === null}
            onClick={() => void replaceFile()}
          >
            {sending ? 'Envoi en cours…' : 'Envoyer le nouveau fichier'}
          </button>
        </div>
      </section>

      <section className={`${recordClasses.panel} ${styles.panel}`} aria-label="Suppression">
        <p className={recordClasses.meta}>
          Le document disparaît du site et son fichier est effacé ; les liens vers lui ne mèneront plus nulle part.
        </p>
        <DeleteButton
          what={`le document « ${saved.title} »`}
          onDelete={() => api.deleteDocument(saved.id)}
          onDeleted={() => navigate(BASE, { state: { notice: `Suppression effectuée : « ${saved.title} ».` } })}
        />
      </section>
    </div>
  );
}

/** A document's screen: a new one (`…/documents/nouveau`) or a saved one (`…/documents/<id>`). */
export function DocumentEditorScreen() {
  const id = useRecordId();
  const [state, retry] = useResource(
    () => (id === null ? Promise.resolve(null) : loadById(id, (known) => api.getAdminDocument(known))),
    `admin-document:${id ?? 'new'}`,
  );
  if (id === null) return <NewDocument />;
  return (
    <ResourceView
      state={state}
      retry={retry}
      missingTitle="Introuvable"
      missingText={
        <p>
          Ce document n’existe pas ou a été supprimé. <Link to={BASE}>Documents</Link>
        </p>
      }
    >
      {(loaded) => (loaded && loaded.id === id ? <SavedDocument key={loaded.id} initial={loaded} /> : <Loading />)}
    </ResourceView>
  );
}
