import { useEffect, useRef } from 'react';
import type { InterviewQuestion } from '@wado/shared';
import { MarkdownEditor, recordClasses, TextField, type FieldRule } from '@wado/shared/admin';
import styles from '../admin.module.css';

/** The id of the question text of the `index`th question (the error summary links to it). */
export const questionFieldId = (id: string, index: number) => `${id}-${index}-question`;

/**
 * The questions of an interview, in order: each a question and its answer (Markdown), which can
 * be moved up or down or removed; « Ajouter une question » adds one at the end. The focus follows
 * what was done (the new question, the moved one).
 */
export function QuestionsField({
  id,
  value,
  onChange,
  error,
  rule,
}: {
  id: string;
  value: readonly InterviewQuestion[];
  /** The schema's rule of the list: how many questions, how long each question and answer. */
  rule: FieldRule;
  onChange: (value: InterviewQuestion[]) => void;
  /** The error of a question text, by its field id. */
  error: (fieldId: string) => string | undefined;
}) {
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const update = (index: number, change: Partial<InterviewQuestion>) =>
    onChange(value.map((qa, position) => (position === index ? { ...qa, ...change } : qa)));
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= value.length) return;
    const next = [...value];
    [next[index], next[target]] = [next[target]!, next[index]!];
    // The button pressed again if the question can still go that way, else the other one.
    const canGoOn = target + by >= 0 && target + by < next.length;
    focusNext.current = `${id}-${target}-${canGoOn === (by === -1) ? 'up' : 'down'}`;
    onChange(next);
  };
  const remove = (index: number) => {
    focusNext.current = value.length > 1 ? questionFieldId(id, Math.max(0, index - 1)) : `${id}-add`;
    onChange(value.filter((_qa, position) => position !== index));
  };
  const limits = rule.items?.fields ?? {};
  const full = rule.maxItems !== undefined && value.length >= rule.maxItems;
  const add = () => {
    focusNext.current = questionFieldId(id, value.length);
    onChange([...value, { question: '', answer: '' }]);
  };

  return (
    <fieldset className={recordClasses.fieldset}>
      <legend>Questions et réponses</legend>
      {value.length === 0 && <p className={recordClasses.hint}>Aucune question pour l’instant.</p>}
      <ol className={styles.questions}>
        {value.map((qa, index) => (
          <li key={index} className={styles.question}>
            <TextField
              id={questionFieldId(id, index)}
              label={`Question ${index + 1}`}
              required
              maxLength={limits.question?.maxLength}
              value={qa.question}
              error={error(questionFieldId(id, index))}
              onChange={(question) => update(index, { question })}
            />
            <MarkdownEditor
              id={`${id}-${index}-answer`}
              label={`Réponse ${index + 1}`}
              maxLength={limits.answer?.maxLength}
              value={qa.answer}
              onChange={(answer) => update(index, { answer })}
            />
            <div className={recordClasses.actions}>
              {index > 0 && (
                <button
                  id={`${id}-${index}-up`}
                  type="button"
                  className={recordClasses.secondaryButton}
                  onClick={() => move(index, -1)}
                >
                  Monter<span className={recordClasses.visuallyHidden}> la question {index + 1}</span>
                </button>
              )}
              {index < value.length - 1 && (
                <button
                  id={`${id}-${index}-down`}
                  type="button"
                  className={recordClasses.secondaryButton}
                  onClick={() => move(index, 1)}
                >
                  Descendre<span className={recordClasses.visuallyHidden}> la question {index + 1}</span>
                </button>
              )}
              <button type="button" className={recordClasses.dangerButton} onClick={() => remove(index)}>
                Retirer<span className={recordClasses.visuallyHidden}> la question {index + 1}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      {full ? (
        <p id={`${id}-add`} tabIndex={-1} className={recordClasses.hint}>
          {value.length} questions : c’est le plus qu’une interview puisse en avoir.
        </p>
      ) : (
        <button id={`${id}-add`} type="button" className={recordClasses.secondaryButton} onClick={add}>
          Ajouter une question
        </button>
      )}
    </fieldset>
  );
}
