import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { api, ApiError, COPIED_FACT_LABELS, Loading, Notice, type SiteSettings } from '@wado/shared';
import type { EditableTextPage, TextPageFactsRefusal } from '../../schemas/editing';
import { useAdminData, errorMessage } from '../data/useAdminData';
import { MarkdownEditor } from '../markdown/MarkdownEditor';
import { ConfirmDialog } from '../records/ConfirmDialog';
import { FormMessage } from '../ui/Messages';
import { formatDateTime } from '../ui/format';
import { useLeaveWarning } from '../ui/useLeaveWarning';
import { useAdminTitle } from '../ui/useAdminTitle';
import { TextPageRevisions } from './TextPageRevisions';
import adminStyles from '../ui/admin.module.css';

/** As the server checks them (TextPageInput): a title on one line, a text of bounded length. */
export const TITLE_MAX = 200;
export const BODY_MAX = 40_000;

/** The editor of one text page (`slug`, else the route's `:slug`): title, text, save, versions. */
export function TextPageEditor({ slug: given }: { slug?: string }) {
  const params = useParams();
  const slug = given ?? params.slug ?? '';
  const { state, reload, replace } = useAdminData(() => api.getTextPage(slug), `text-page:${slug}`);
  // The facts a text names are previewed at their current value; without them, the text still edits.
  const { state: settings } = useAdminData(() => api.getSiteSettings(), 'site-settings');
  useAdminTitle(state.status === 'ready' ? `Modifier « ${state.data.title} »` : 'Page de texte');
  const back = (
    <p>
      <Link to=".." relative="path">
        ← Toutes les pages de texte
      </Link>
    </p>
  );
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    const title =
      state.httpStatus === 404
        ? 'Cette page n’existe pas'
        : state.httpStatus === 403
          ? 'Cette page ne vous est pas confiée'
          : 'La page n’a pas pu être chargée';
    return (
      <div className={adminStyles.screen}>
        <Notice
          title={title}
          headingLevel={1}
          {...(state.httpStatus === 404 || state.httpStatus === 403
            ? {}
            : { action: { label: 'Réessayer', onClick: reload } })}
        >
          <p>{state.message}</p>
        </Notice>
        {back}
      </div>
    );
  }
  return (
    <div className={adminStyles.screen}>
      {back}
      <EditorForm
        key={slug}
        page={state.data}
        facts={settings.status === 'ready' ? settings.data : null}
        onSaved={replace}
      />
    </div>
  );
}

/** The IBANs, e-mails and phones of a refused save that are not the settings' (its 409), if that was the refusal. */
function strayFactsOf(error: unknown): TextPageFactsRefusal['strays'] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const strays = (error.body as Partial<TextPageFactsRefusal> | undefined)?.strays;
  return Array.isArray(strays) && strays.length > 0 ? strays : null;
}

function EditorForm({
  page,
  facts,
  onSaved,
}: {
  page: EditableTextPage;
  facts: SiteSettings | null;
  onSaved: (page: EditableTextPage) => void;
}) {
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  /** What the server asks to confirm before saving (facts that are not the settings'). */
  const [strays, setStrays] = useState<TextPageFactsRefusal['strays'] | null>(null);
  /** Bumped at each save or restore: the list of versions is read again. */
  const [version, setVersion] = useState(0);
  const ids = useId();
  const dirty = title !== page.title || body !== page.body;

  useLeaveWarning(dirty);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const cleanTitle = title.trim();
    const problem = !cleanTitle
      ? 'Le titre est obligatoire.'
      : /[\r\n]/.test(title) || cleanTitle.length > TITLE_MAX
        ? `Le titre tient sur une ligne de ${TITLE_MAX} caractères au plus.`
        : null;
    setTitleError(problem);
    if (problem) {
      document.getElementById(`${ids}-titre`)?.focus();
      return;
    }
    if (body.length > BODY_MAX) {
      setMessage({ kind: 'error', text: `Le texte dépasse ${BODY_MAX.toLocaleString('fr-FR')} caractères.` });
      return;
    }
    await save(cleanTitle, false);
  };

  const save = async (cleanTitle: string, confirmFacts: boolean) => {
    setSaving(true);
    try {
      const saved = await api.saveTextPage(page.slug, {
        title: cleanTitle,
        body,
        ...(confirmFacts ? { confirmFacts } : {}),
      });
      setStrays(null);
      setTitle(saved.title);
      setBody(saved.body);
      onSaved(saved);
      setVersion((value) => value + 1);
      setMessage({ kind: 'success', text: `Page enregistrée et publiée le ${formatDateTime(saved.updatedAt)}.` });
    } catch (error) {
      const toConfirm = strayFactsOf(error);
      if (toConfirm) setStrays(toConfirm);
      else setMessage({ kind: 'error', text: `La page n’a pas été enregistrée : ${errorMessage(error)}` });
    } finally {
      setSaving(false);
    }
  };

  const restored = (restoredPage: EditableTextPage, savedAt: string) => {
    setTitle(restoredPage.title);
    setBody(restoredPage.body);
    onSaved(restoredPage);
    setVersion((value) => value + 1);
    setMessage({ kind: 'success', text: `La version du ${formatDateTime(savedAt)} est restaurée et publiée.` });
  };

  return (
    <>
      <h1>Modifier « {page.title} »</h1>
      <p className={adminStyles.lead}>
        Dernière publication le {formatDateTime(page.updatedAt)}. L’enregistrement publie la page aussitôt.
      </p>
      <form className={`${adminStyles.form} ${adminStyles.wide}`} noValidate onSubmit={(event) => void submit(event)}>
        <div className={adminStyles.field}>
          <label htmlFor={`${ids}-titre`}>Titre</label>
          <input
            id={`${ids}-titre`}
            className={adminStyles.input}
            value={title}
            maxLength={TITLE_MAX}
            required
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? `${ids}-titre-erreur` : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
          {titleError && (
            <p id={`${ids}-titre-erreur`} className={adminStyles.fieldError}>
              {titleError}
            </p>
          )}
        </div>
        <MarkdownEditor id={`${ids}-texte`} label="Texte" value={body} onChange={setBody} facts={facts} />
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        <div className={adminStyles.actions}>
          <button type="submit" className={adminStyles.primary} disabled={saving}>
            {saving ? 'Enregistrement…' : 'Enregistrer et publier'}
          </button>
          {dirty && !saving && <span className={adminStyles.meta}>Modifications non enregistrées</span>}
        </div>
      </form>
      {strays && (
        <ConfirmDialog
          title="Ces coordonnées ne sont pas celles des réglages"
          confirmLabel="Enregistrer tel quel"
          busy={saving}
          onConfirm={() => void save(title.trim(), true)}
          onCancel={() => setStrays(null)}
        >
          <p>Le texte contient :</p>
          <ul>
            {strays.map((stray) => (
              <li key={stray.found}>
                {COPIED_FACT_LABELS[stray.kind]} « {stray.found} », alors que les réglages du site donnent «{' '}
                {stray.settings} »
              </li>
            ))}
          </ul>
          <p>
            Si c’est une copie des réglages, remplacez-la par « Insérer une coordonnée » : elle suivra leurs
            changements. Si c’est voulu (l’adresse d’un club, par exemple), enregistrez tel quel.
          </p>
        </ConfirmDialog>
      )}
      <TextPageRevisions
        slug={page.slug}
        version={version}
        current={{ title, body }}
        dirty={dirty}
        onRestored={restored}
      />
    </>
  );
}
