import { useMemo } from 'react';
import {
  api,
  FilterBar,
  formatCount,
  NoMatch,
  groupByLetter,
  lexiconCategoryLabel,
  lexiconTermMatches,
  LEXICON_CATEGORIES,
  LEXICON_LIMITS,
  ResourceView,
  useDocumentTitle,
  useResource,
  useUrlFilters,
  type LexiconTerm,
} from '@wado/shared';
import styles from './LexiconPage.module.css';

const FILTERS = ['q', 'category'] as const;

const letterId = (letter: string) => `lettre-${letter}`;

/** Jumps to a letter without touching the URL (which holds the search), and moves the focus there. */
function jumpTo(event: React.MouseEvent<HTMLAnchorElement>, letter: string) {
  const target = document.getElementById(letterId(letter));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

function LexiconResults({ terms }: { terms: LexiconTerm[] }) {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const category = LEXICON_CATEGORIES.some((entry) => entry.id === filters.category) ? filters.category : '';
  const groups = useMemo(
    () =>
      groupByLetter(
        terms.filter((term) => (category === '' || term.category === category) && lexiconTermMatches(term, filters.q)),
      ),
    [terms, category, filters.q],
  );
  const shown = groups.reduce((sum, group) => sum + group.terms.length, 0);

  return (
    <>
      <FilterBar
        action="/lexicon"
        search={{
          name: 'q',
          label: 'Rechercher un terme',
          hint: 'Mot japonais, kana ou sens en français',
          value: filters.q,
          onChange: (q) => setFilters({ q }),
        }}
        select={{
          name: 'category',
          label: 'Catégorie',
          allLabel: 'Toutes les catégories',
          options: LEXICON_CATEGORIES.map((entry) => ({ value: entry.id, label: entry.label })),
          value: category,
          onChange: (value) => setFilters({ category: value }),
        }}
        count={
          shown === 0
            ? 'Aucun terme affiché'
            : `${formatCount(shown, 'terme affiché', 'termes affichés')} sur ${terms.length}`
        }
      />
      {shown === 0 ? (
        <NoMatch
          message={
            <>
              <strong>Aucun terme ne correspond à votre recherche</strong>
              {filters.q && <> « {filters.q} »</>}
              {category && <> dans la catégorie « {lexiconCategoryLabel(category as LexiconTerm['category'])} »</>}.
            </>
          }
          hint="Essayez un mot plus court, ou cherchez le sens en français (par exemple « coup de pied »)."
          resetLabel="Afficher tout le lexique"
          resetTo="/lexicon"
        />
      ) : (
        <>
          <nav className={styles.letters} aria-label="Aller à la lettre">
            {groups.map((group) => (
              <a
                key={group.letter}
                href={`#${letterId(group.letter)}`}
                onClick={(event) => jumpTo(event, group.letter)}
              >
                {group.letter}
              </a>
            ))}
          </nav>
          {groups.map((group) => (
            <section key={group.letter} className={styles.group} aria-labelledby={letterId(group.letter)}>
              <h2 id={letterId(group.letter)} tabIndex={-1}>
                {group.letter}
              </h2>
              <dl className={styles.terms}>
                {group.terms.map((term) => (
                  <div key={term.id} className={styles.entry}>
                    <dt>
                      <span className={styles.term}>{term.term}</span>
                      {term.kana && (
                        <span className={styles.kana} lang="ja">
                          {term.kana}
                        </span>
                      )}
                    </dt>
                    <dd>
                      {term.meaning}
                      <span className={styles.category}>{lexiconCategoryLabel(term.category)}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </>
      )}
    </>
  );
}

/**
 * `/lexicon`: the Wado lexicon, searched (accents and case ignored) and grouped by letter. The
 * search and the category are the URL's (`?q=otsuka&category=histoire`): the server renders the
 * filtered page for the search form sent before the page's script runs; once it runs, the list
 * follows each letter typed, without reloading.
 */
export default function LexiconPage() {
  useDocumentTitle('Lexique');
  const [state, retry] = useResource(() => api.getLexicon({ limit: LEXICON_LIMITS.maxLimit }), 'lexicon');

  return (
    <div className={styles.page}>
      <h1>Lexique du Wado</h1>
      <p className={styles.lead}>
        Les mots japonais que l’on entend au dojo, du salut aux kata, avec leur écriture japonaise et leur sens en
        français. La recherche ignore les accents et les majuscules : « otsuka » trouve « Ōtsuka ».
      </p>
      <ResourceView
        state={state}
        retry={retry}
        errorText="Le lexique n’a pas pu être chargé. Vérifiez votre connexion puis réessayez."
      >
        {(lexicon) => <LexiconResults terms={lexicon.items} />}
      </ResourceView>
    </div>
  );
}
