import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { factReference, frenchTypography, Markdown, SITE_FACTS, withSiteFacts, type SiteSettings } from '@wado/shared';
import { useWideScreen } from './useWideScreen';
import adminStyles from '../ui/admin.module.css';
import recordStyles from '../records/records.module.css';
import styles from './MarkdownEditor.module.css';

export interface MarkdownEditorProps {
  /** The textarea's id (its label points at it). */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** The longest text the server takes (its schema's `maxLength`). */
  maxLength?: number | undefined;
  /** The text's error (French), shown under its label and read with it. */
  error?: string | undefined;
  /**
   * The settings' facts the text may name (`{{iban}}`): given, the editor offers to insert them
   * and the preview shows their current values, as the public page will.
   */
  facts?: SiteSettings | null;
}

type Tab = 'write' | 'preview';

const factText = (key: string, settings: SiteSettings) =>
  SITE_FACTS.find((fact) => fact.key === key)?.text(settings) ?? '';

/**
 * A Markdown text with its live preview, rendered by the site's own renderer (what visitors will
 * see): side by side from 900 px, else two tabs « Écrire » and « Aperçu ». The tabs follow the
 * ARIA pattern (arrow keys move between them).
 */
export function MarkdownEditor({
  id,
  label,
  value,
  onChange,
  required = false,
  maxLength,
  error,
  facts = null,
}: MarkdownEditorProps) {
  const wide = useWideScreen();
  const [tab, setTab] = useState<Tab>('write');
  const base = useId();
  const hintId = `${base}-aide`;
  const previewId = `${base}-apercu`;
  const tabIds = { write: `${base}-onglet-ecrire`, preview: `${base}-onglet-apercu` };
  const tabRefs = { write: useRef<HTMLButtonElement>(null), preview: useRef<HTMLButtonElement>(null) };
  const text = useRef<HTMLTextAreaElement>(null);
  const [fact, setFact] = useState(SITE_FACTS[0]!.key);

  /** Puts `{{fact}}` where the cursor is (replacing the selection), and the cursor after it. */
  const insertFact = () => {
    const area = text.current;
    const reference = factReference(fact);
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    onChange(`${value.slice(0, start)}${reference}${value.slice(end)}`);
    setTab('write');
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + reference.length, start + reference.length);
    });
  };

  const textarea = (
    <textarea
      ref={text}
      id={id}
      className={styles.textarea}
      value={value}
      required={required}
      maxLength={maxLength}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${hintId} ${id}-error` : hintId}
      spellCheck
      onChange={(event) => onChange(event.target.value)}
    />
  );
  const preview = (
    <div
      id={previewId}
      className={styles.preview}
      // A region of its own (landmark) beside the text; one of the two tab panels on a phone.
      {...(wide
        ? { role: 'region', 'aria-label': `Aperçu : ${label}` }
        : { role: 'tabpanel', 'aria-labelledby': tabIds.preview })}
      tabIndex={0}
    >
      {wide && (
        <p className={styles.previewTitle} aria-hidden="true">
          Aperçu
        </p>
      )}
      {value.trim() ? (
        <Markdown source={facts ? withSiteFacts(value, facts) : value} />
      ) : (
        <p className={styles.empty}>Rien à afficher pour l’instant.</p>
      )}
    </div>
  );

  const choose = (next: Tab) => {
    setTab(next);
    tabRefs[next].current?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      if (event.key === 'Home') choose('write');
      else if (event.key === 'End') choose('preview');
      else choose(tab === 'write' ? 'preview' : 'write');
    }
  };

  return (
    <div className={styles.editor}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <p id={hintId} className={styles.hint}>
        Mise en forme : <code>## Titre</code>, <code>**gras**</code>, <code>*italique*</code>, <code>- liste</code>,{' '}
        <code>1. liste numérotée</code>, <code>&gt; citation</code>, <code>[texte du lien](https://…)</code>. Une ligne
        vide sépare les paragraphes.
      </p>
      {error && (
        <p id={`${id}-error`} className={recordStyles.fieldError}>
          {error}
        </p>
      )}
      {facts && (
        <div className={styles.facts}>
          <label htmlFor={`${base}-coordonnee`}>Insérer une coordonnée des réglages</label>
          <select
            id={`${base}-coordonnee`}
            aria-describedby={`${base}-coordonnee-aide`}
            value={fact}
            onChange={(event) => setFact(event.target.value)}
          >
            {SITE_FACTS.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
          <button type="button" className={adminStyles.secondary} onClick={insertFact}>
            Insérer
          </button>
          <p id={`${base}-coordonnee-aide`} className={styles.hint}>
            {frenchTypography(
              `La page montre toujours la valeur des réglages (aujourd’hui « ${factText(fact, facts)} ») : changée dans « Réglages du site », elle change sur chaque page.`,
            )}
          </p>
        </div>
      )}
      {wide ? (
        <div className={`${styles.panes} ${styles.sideBySide}`}>
          {textarea}
          {preview}
        </div>
      ) : (
        <div className={styles.panes}>
          <div role="tablist" aria-label={`${label} : écrire ou voir l’aperçu`} className={styles.tabs}>
            {(['write', 'preview'] as const).map((name) => (
              <button
                key={name}
                ref={tabRefs[name]}
                id={tabIds[name]}
                type="button"
                role="tab"
                className={styles.tab}
                aria-selected={tab === name}
                aria-controls={name === 'write' ? `${base}-ecrire` : previewId}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={onTabKey}
              >
                {name === 'write' ? 'Écrire' : 'Aperçu'}
              </button>
            ))}
          </div>
          {/* The textarea stays in the page while the preview shows: its value is the form's. */}
          <div id={`${base}-ecrire`} role="tabpanel" aria-labelledby={tabIds.write} hidden={tab !== 'write'}>
            {textarea}
          </div>
          {tab === 'preview' && preview}
        </div>
      )}
    </div>
  );
}
