import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { altTextProblem, api, Loading, Markdown, Notice, type NewsletterIssue } from '@wado/shared';
import {
  adminClasses,
  ConfirmButton,
  errorMessage,
  FormMessage,
  formatDateTime,
  MarkdownEditor,
  NEWSLETTER_ISSUE_INPUT_RULES,
  schemaForm,
  useAdminData,
  useAdminTitle,
  useLeaveWarning,
} from '@wado/shared/admin';
import { ADMIN_PATHS } from '../paths';
import { confirmedSubscribers, STATUS_LABELS, subscribers } from './labels';
import styles from './NewsletterIssuePage.module.css';

/** An issue's fields, their labels and the rules of the API's `NewsletterIssueInput` (their longest texts). */
const FORM = schemaForm(NEWSLETTER_ISSUE_INPUT_RULES, { subject: 'Objet de l’e-mail', body: 'Texte de la lettre' });
/** While a sending runs, its report is read again this often. */
export const REPORT_REFRESH_MS = 2_000;

/** One issue: its editor while a draft, its report once the sending has started. */
export function NewsletterIssuePage() {
  const id = Number(useParams().id);
  const { state, reload, replace } = useAdminData(() => api.getNewsletterIssue(id), `newsletter-issue:${id}`);
  useAdminTitle(state.status === 'ready' ? state.data.subject || 'Lettre sans objet' : 'Newsletter');
  const back = (
    <p>
      <Link to={ADMIN_PATHS.newsletter}>← Toutes les lettres</Link>
    </p>
  );
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <div className={adminClasses.screen}>
        <Notice
          title={state.httpStatus === 404 ? 'Cette lettre n’existe pas' : 'La lettre n’a pas pu être chargée'}
          headingLevel={1}
          {...(state.httpStatus === 404 ? {} : { action: { label: 'Réessayer', onClick: reload } })}
        >
          <p>{state.message}</p>
        </Notice>
        {back}
      </div>
    );
  }
  return (
    <div className={adminClasses.screen}>
      {back}
      {state.data.status === 'draft' ? (
        <IssueEditor key={state.data.id} issue={state.data} onChanged={replace} />
      ) : (
        <IssueReport issue={state.data} onRefreshed={replace} />
      )}
    </div>
  );
}

type Message = { kind: 'success' | 'error'; text: string } | null;

function IssueEditor({ issue, onChanged }: { issue: NewsletterIssue; onChanged: (issue: NewsletterIssue) => void }) {
  const navigate = useNavigate();
  const [subject, setSubject] = useState(issue.subject);
  const [body, setBody] = useState(issue.body);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const ids = useId();
  const fieldId = (name: string) => `${ids}-${name}`;
  // What the server would refuse to save (a text too long), shown as it is typed.
  const problems = FORM.errors({ subject: subject.trim(), body }, fieldId);
  const fields = FORM.fields({ fieldId, error: (id) => problems.find((problem) => problem.field === id)?.message });
  const subjectField = fields.text('subject');
  const dirty = subject !== issue.subject || body !== issue.body;
  const complete = subject.trim() !== '' && body.trim() !== '';
  // As the server refuses it: an image without alt text stops the test and the sending.
  const altProblem = altTextProblem(body);
  const sendable = complete && altProblem === null && problems.length === 0;

  useLeaveWarning(dirty);

  /** Saves what is typed (when changed): a test or a sending always sends what the screen shows. */
  const save = async (): Promise<NewsletterIssue> => {
    if (!dirty) return issue;
    const saved = await api.saveNewsletterIssue(issue.id, { subject: subject.trim(), body });
    setSubject(saved.subject);
    onChanged(saved);
    return saved;
  };

  const run = async (action: () => Promise<string>, failure: string) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ kind: 'success', text: await action() });
    } catch (error) {
      setMessage({ kind: 'error', text: `${failure} : ${errorMessage(error)}` });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const saved = await save();
      return `Brouillon enregistré le ${formatDateTime(saved.updatedAt)}.`;
    }, 'Le brouillon n’a pas été enregistré');
  };

  const sendTest = () =>
    run(async () => {
      await save();
      const { to } = await api.sendNewsletterTest(issue.id);
      return `Un test est parti vers ${to}. Vérifiez-le dans votre messagerie avant l’envoi aux abonnés.`;
    }, 'Le test n’a pas été envoyé');

  const sendAll = () =>
    run(async () => {
      await save();
      const sending = await api.sendNewsletterIssue(issue.id);
      onChanged(sending);
      return 'L’envoi a commencé.';
    }, 'L’envoi n’a pas commencé');

  const remove = () =>
    run(async () => {
      await api.deleteNewsletterIssue(issue.id);
      void navigate(ADMIN_PATHS.newsletter);
      return 'Brouillon supprimé.';
    }, 'Le brouillon n’a pas été supprimé');

  return (
    <>
      <h1>{issue.subject || 'Nouvelle lettre'}</h1>
      <p className={adminClasses.lead}>
        Brouillon modifié le {formatDateTime(issue.updatedAt)} par {issue.updatedBy}. Le texte s’écrit en Markdown ;
        l’aperçu montre la lettre telle qu’elle sera lue.
      </p>
      <form className={`${adminClasses.form} ${adminClasses.wide}`} noValidate onSubmit={submit}>
        <div className={adminClasses.field}>
          <label htmlFor={subjectField.id}>{subjectField.label}</label>
          <input
            id={subjectField.id}
            className={adminClasses.input}
            value={subject}
            maxLength={subjectField.maxLength}
            aria-invalid={subjectField.error ? true : undefined}
            aria-describedby={subjectField.error ? `${subjectField.id}-error` : undefined}
            onChange={(event) => setSubject(event.target.value.replace(/[\r\n]/g, ' '))}
          />
          {subjectField.error && (
            <p id={`${subjectField.id}-error`} className={adminClasses.fieldError}>
              {subjectField.error}
            </p>
          )}
        </div>
        <MarkdownEditor {...fields.text('body')} value={body} onChange={setBody} />
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        <div className={adminClasses.actions}>
          <button type="submit" className={adminClasses.primary} disabled={busy || problems.length > 0}>
            Enregistrer le brouillon
          </button>
          <button
            type="button"
            className={adminClasses.secondary}
            disabled={busy || !sendable}
            onClick={() => void sendTest()}
          >
            Envoyer un test
          </button>
          {dirty && !busy && <span className={adminClasses.meta}>Modifications non enregistrées</span>}
        </div>
        {!complete && (
          <p className={adminClasses.hint}>Un objet et un texte sont nécessaires pour envoyer la lettre.</p>
        )}
        {complete && altProblem && <p className={adminClasses.hint}>{altProblem}</p>}
      </form>
      <section aria-labelledby={`${ids}-envoi`}>
        <h2 id={`${ids}-envoi`}>Envoyer aux abonnés</h2>
        {issue.audience === 0 ? (
          <p>Aucun abonné n’a encore confirmé son inscription : il n’y a personne à qui envoyer la lettre.</p>
        ) : (
          <>
            <p>
              La lettre partira vers {confirmedSubscribers(issue.audience)} son lien de désinscription. Une fois l’envoi
              commencé, la lettre ne peut plus être modifiée.
            </p>
            <div className={adminClasses.actions}>
              <ConfirmButton
                label={`Envoyer à ${subscribers(issue.audience)}`}
                question={`Envoyer « ${subject.trim()} » à ${subscribers(issue.audience)} ? L’envoi ne peut pas être annulé.`}
                confirmLabel="Oui, envoyer"
                danger={false}
                disabled={busy || !sendable}
                onConfirm={sendAll}
              />
            </div>
          </>
        )}
      </section>
      <section aria-labelledby={`${ids}-supprimer`}>
        <h2 id={`${ids}-supprimer`}>Supprimer le brouillon</h2>
        <ConfirmButton
          label="Supprimer le brouillon"
          question="Supprimer ce brouillon ? Son texte sera perdu."
          confirmLabel="Supprimer"
          disabled={busy}
          onConfirm={remove}
        />
      </section>
    </>
  );
}

function IssueReport({
  issue,
  onRefreshed,
}: {
  issue: NewsletterIssue;
  onRefreshed: (issue: NewsletterIssue) => void;
}) {
  const sending = issue.status === 'sending';
  useEffect(() => {
    if (!sending) return undefined;
    let live = true;
    const timer = setInterval(() => {
      api.getNewsletterIssue(issue.id).then(
        (fresh) => live && onRefreshed(fresh),
        () => undefined, // A missed refresh is tried again at the next tick.
      );
    }, REPORT_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [sending, issue.id, onRefreshed]);
  const report = issue.report!;
  const rows: [string, number][] = [
    ['Destinataires au début de l’envoi', report.recipients],
    ['Envoyés', report.sent],
    ['En échec', report.failed],
    ['En attente', report.pending],
    ['Désinscrits avant leur tour (rien reçu)', report.skipped],
    ['Désinscrits depuis l’envoi', report.unsubscribedSince],
  ];
  return (
    <>
      <h1>{issue.subject}</h1>
      <p className={adminClasses.lead}>
        {STATUS_LABELS[issue.status]}
        {issue.sendStartedAt &&
          ` · envoi commencé le ${formatDateTime(issue.sendStartedAt)}${issue.sendStartedBy ? ` par ${issue.sendStartedBy}` : ''}`}
        {issue.sentAt && ` · terminé le ${formatDateTime(issue.sentAt)}`}
      </p>
      <h2>Rapport d’envoi</h2>
      <dl className={styles.report} aria-label="Rapport d’envoi" aria-live="polite">
        {rows.map(([label, count]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{count.toLocaleString('fr-FR')}</dd>
          </div>
        ))}
      </dl>
      {sending && <p className={adminClasses.meta}>Le rapport se met à jour pendant l’envoi.</p>}
      <h2>Texte envoyé</h2>
      <div className={styles.sentText}>
        <Markdown source={issue.body} />
      </div>
    </>
  );
}
