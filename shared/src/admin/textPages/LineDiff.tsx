import { formatCount } from '../../format/count';
import { lineDiff, withContext } from './lineDiff';
import styles from './textPages.module.css';
import adminStyles from '../ui/admin.module.css';

/**
 * Two versions of a text compared line by line: removed lines struck through in red, added lines
 * in green, each also named in words for screen readers; long runs of unchanged lines are folded.
 */
export function LineDiff({ before, after, label }: { before: string; after: string; label: string }) {
  const lines = lineDiff(before, after);
  if (lines.every((line) => line.type === 'same')) {
    return <p className={adminStyles.meta}>Aucune différence dans le texte.</p>;
  }
  return (
    <ol className={styles.diff} aria-label={label}>
      {withContext(lines).map((line, index) => {
        if (line.type === 'skipped') {
          return (
            <li key={index} className={styles.skipped}>
              … {formatCount(line.count, 'ligne identique', 'lignes identiques')} …
            </li>
          );
        }
        if (line.type === 'same') {
          return (
            <li key={index} className={styles.same}>
              {line.text || '\u00a0'}
            </li>
          );
        }
        const Tag = line.type === 'added' ? 'ins' : 'del';
        return (
          <li key={index} className={line.type === 'added' ? styles.added : styles.removed}>
            <span aria-hidden="true" className={styles.sign}>
              {line.type === 'added' ? '+' : '−'}
            </span>
            <Tag>
              <span className={adminStyles.visuallyHidden}>{line.type === 'added' ? 'Ajouté : ' : 'Supprimé : '}</span>
              {line.text || '(ligne vide)'}
            </Tag>
          </li>
        );
      })}
    </ol>
  );
}
