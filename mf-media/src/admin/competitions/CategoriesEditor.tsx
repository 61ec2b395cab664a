import {
  CATEGORY_SEX_LABELS,
  CATEGORY_SEXES,
  COMPETITION_DISCIPLINE_LABELS,
  COMPETITION_DISCIPLINES,
  GRADE_CHOICES,
  type CategorySex,
  type CompetitionCategory,
  type CompetitionCategoryInput,
  type CompetitionDiscipline,
} from '@wado/shared';
import { adminClasses, collectionClasses, COMPETITION_CATEGORY_INPUT_RULES, type FormError } from '@wado/shared/admin';
import styles from './competitions.module.css';

const RULES = COMPETITION_CATEGORY_INPUT_RULES;
const LABEL_MAX = RULES.label.maxLength;
const YEAR_MIN = RULES.birthYearMin.minimum ?? 1900;
const YEAR_MAX = RULES.birthYearMin.maximum ?? 2100;
const WEIGHT_MIN = RULES.weightMinKg.minimum ?? 0;
const WEIGHT_MAX = RULES.weightMinKg.maximum ?? Number.POSITIVE_INFINITY;

/** A category as the table holds it: numbers as typed, '' for « no bound » or « any grade ». */
export interface CategoryDraft {
  /** Stable across reorderings (React's key, the fields' ids). */
  key: string;
  /** An existing category: kept, with its entries. */
  id?: number;
  label: string;
  discipline: CompetitionDiscipline;
  sex: CategorySex;
  birthYearMin: string;
  birthYearMax: string;
  weightMinKg: string;
  weightMaxKg: string;
  minGrade: string;
}

let drafts = 0;
const newKey = () => `c${++drafts}`;

const text = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

export const draftOf = (category: CompetitionCategory): CategoryDraft => ({
  key: newKey(),
  id: category.id,
  label: category.label,
  discipline: category.discipline,
  sex: category.sex,
  birthYearMin: text(category.birthYearMin),
  birthYearMax: text(category.birthYearMax),
  weightMinKg: text(category.weightMinKg),
  weightMaxKg: text(category.weightMaxKg),
  minGrade: category.minGrade ?? '',
});

export const emptyDraft = (): CategoryDraft => ({
  key: newKey(),
  label: '',
  discipline: 'kata',
  sex: 'X',
  birthYearMin: '',
  birthYearMax: '',
  weightMinKg: '',
  weightMaxKg: '',
  minGrade: '',
});

/** A typed number: null when empty, NaN when it is not one (« 67,5 » reads as 67.5). */
function parse(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The id of one field of one category (the error summary links to it). */
export const categoryFieldId = (prefix: string, draft: CategoryDraft, field: string) =>
  `${prefix}-${draft.key}-${field}`;

/**
 * The categories as the API takes them, or the French problems (each tied to its field). The
 * server checks again (years in order, a weight on a kata, two categories of one name).
 */
export function checkCategories(
  prefix: string,
  categories: readonly CategoryDraft[],
): { input: CompetitionCategoryInput[]; errors: FormError[] } {
  const errors: FormError[] = [];
  if (categories.length === 0) errors.push({ message: 'Catégories : ajoutez au moins une catégorie.' });
  const input = categories.map((draft, index) => {
    const name = draft.label.trim() ? `« ${draft.label.trim()} »` : `Catégorie ${index + 1}`;
    const field = (part: string) => categoryFieldId(prefix, draft, part);
    if (!draft.label.trim()) errors.push({ field: field('label'), message: `${name} : indiquez son libellé.` });
    else if (LABEL_MAX !== undefined && draft.label.trim().length > LABEL_MAX)
      errors.push({ field: field('label'), message: `${name} : libellé de ${LABEL_MAX} caractères au plus.` });
    const year = (part: 'birthYearMin' | 'birthYearMax') => {
      const value = parse(draft[part]);
      if (value !== null && (!Number.isInteger(value) || value < YEAR_MIN || value > YEAR_MAX)) {
        errors.push({
          field: field(part),
          message: `${name} : l’année de naissance est une année entre ${YEAR_MIN} et ${YEAR_MAX}, ou reste vide.`,
        });
        return null;
      }
      return value;
    };
    const birthYearMin = year('birthYearMin');
    const birthYearMax = year('birthYearMax');
    if (birthYearMin !== null && birthYearMax !== null && birthYearMin > birthYearMax)
      errors.push({
        field: field('birthYearMin'),
        message: `${name} : l’année de naissance la plus ancienne doit précéder la plus récente.`,
      });
    const kumite = draft.discipline === 'kumite';
    const weight = (part: 'weightMinKg' | 'weightMaxKg') => {
      if (!kumite) return null;
      const value = parse(draft[part]);
      if (value !== null && (Number.isNaN(value) || value < WEIGHT_MIN || value > WEIGHT_MAX)) {
        errors.push({
          field: field(part),
          message: `${name} : le poids est un nombre de kilos entre ${WEIGHT_MIN} et ${WEIGHT_MAX}, ou reste vide.`,
        });
        return null;
      }
      return value;
    };
    const weightMinKg = weight('weightMinKg');
    const weightMaxKg = weight('weightMaxKg');
    if (weightMinKg !== null && weightMaxKg !== null && weightMinKg > weightMaxKg)
      errors.push({ field: field('weightMinKg'), message: `${name} : le poids minimum dépasse le maximum.` });
    return {
      ...(draft.id === undefined ? {} : { id: draft.id }),
      label: draft.label.trim(),
      discipline: draft.discipline,
      sex: draft.sex,
      birthYearMin,
      birthYearMax,
      weightMinKg,
      weightMaxKg,
      minGrade: (draft.minGrade || null) as CompetitionCategoryInput['minGrade'],
    };
  });
  return { input, errors };
}

/**
 * The categories of a competition, in a table: label, discipline, sex, birth years, weights (kumite),
 * minimum grade; added, removed and put in order (the first that fits a competitor is hers).
 */
export function CategoriesEditor({
  prefix,
  categories,
  invalid,
  onChange,
}: {
  prefix: string;
  categories: readonly CategoryDraft[];
  /** The ids of the fields in error. */
  invalid: ReadonlySet<string>;
  onChange: (categories: CategoryDraft[]) => void;
}) {
  const change = (key: string, changes: Partial<CategoryDraft>) =>
    onChange(categories.map((draft) => (draft.key === key ? { ...draft, ...changes } : draft)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...categories];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  const control = (draft: CategoryDraft, field: string, label: string) => {
    const id = categoryFieldId(prefix, draft, field);
    return {
      id,
      'aria-label': label,
      'aria-invalid': invalid.has(id) ? true : undefined,
    };
  };

  return (
    <div className={styles.categories}>
      <h3 id={`${prefix}-categories`} className={styles.subheading}>
        Catégories
      </h3>
      <p className={adminClasses.meta} id={`${prefix}-categories-hint`}>
        L’ordre compte : chaque licencié va dans la première catégorie de sa discipline qui lui convient (sexe, année de
        naissance, poids en kumite, grade). Laissez une année, un poids ou le grade vides pour ne pas les limiter.
      </p>
      {categories.length > 0 && (
        <div
          className={collectionClasses.tableFrame}
          tabIndex={0}
          role="region"
          aria-labelledby={`${prefix}-categories`}
          aria-describedby={`${prefix}-categories-hint`}
        >
          <table className={`${collectionClasses.table} ${styles.categoryTable}`}>
            <thead>
              <tr>
                <th scope="col">Libellé</th>
                <th scope="col">Discipline</th>
                <th scope="col">Sexe</th>
                <th scope="col">Années de naissance</th>
                <th scope="col">Poids (kg)</th>
                <th scope="col">Grade minimum</th>
                <th scope="col">Ordre</th>
              </tr>
            </thead>
            <tbody>
              {categories.map((draft, index) => {
                const name = draft.label.trim() || `catégorie ${index + 1}`;
                const n = index + 1;
                return (
                  <tr key={draft.key}>
                    <td data-label="Libellé">
                      <input
                        {...control(draft, 'label', `Libellé de la catégorie ${n}`)}
                        className={`${adminClasses.input} ${styles.labelInput}`}
                        type="text"
                        maxLength={LABEL_MAX}
                        value={draft.label}
                        onChange={(event) => change(draft.key, { label: event.target.value })}
                      />
                    </td>
                    <td data-label="Discipline">
                      <select
                        {...control(draft, 'discipline', `Discipline de la catégorie ${n}`)}
                        className={adminClasses.input}
                        value={draft.discipline}
                        onChange={(event) =>
                          change(draft.key, { discipline: event.target.value as CompetitionDiscipline })
                        }
                      >
                        {COMPETITION_DISCIPLINES.map((discipline) => (
                          <option key={discipline} value={discipline}>
                            {COMPETITION_DISCIPLINE_LABELS[discipline]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td data-label="Sexe">
                      <select
                        {...control(draft, 'sex', `Sexe de la catégorie ${n}`)}
                        className={adminClasses.input}
                        value={draft.sex}
                        onChange={(event) => change(draft.key, { sex: event.target.value as CategorySex })}
                      >
                        {CATEGORY_SEXES.map((sex) => (
                          <option key={sex} value={sex}>
                            {CATEGORY_SEX_LABELS[sex]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td data-label="Années de naissance">
                      <span className={styles.range}>
                        <input
                          {...control(draft, 'birthYearMin', `Née en ou après (année), catégorie ${n}`)}
                          className={`${adminClasses.input} ${styles.year}`}
                          type="text"
                          inputMode="numeric"
                          placeholder="de"
                          value={draft.birthYearMin}
                          onChange={(event) => change(draft.key, { birthYearMin: event.target.value })}
                        />
                        <span aria-hidden="true">–</span>
                        <input
                          {...control(draft, 'birthYearMax', `Née en ou avant (année), catégorie ${n}`)}
                          className={`${adminClasses.input} ${styles.year}`}
                          type="text"
                          inputMode="numeric"
                          placeholder="à"
                          value={draft.birthYearMax}
                          onChange={(event) => change(draft.key, { birthYearMax: event.target.value })}
                        />
                      </span>
                    </td>
                    <td data-label="Poids (kg)">
                      {draft.discipline === 'kumite' ? (
                        <span className={styles.range}>
                          <input
                            {...control(draft, 'weightMinKg', `Poids minimum en kilos, catégorie ${n}`)}
                            className={`${adminClasses.input} ${styles.year}`}
                            type="text"
                            inputMode="decimal"
                            placeholder="de"
                            value={draft.weightMinKg}
                            onChange={(event) => change(draft.key, { weightMinKg: event.target.value })}
                          />
                          <span aria-hidden="true">–</span>
                          <input
                            {...control(draft, 'weightMaxKg', `Poids maximum en kilos, catégorie ${n}`)}
                            className={`${adminClasses.input} ${styles.year}`}
                            type="text"
                            inputMode="decimal"
                            placeholder="à"
                            value={draft.weightMaxKg}
                            onChange={(event) => change(draft.key, { weightMaxKg: event.target.value })}
                          />
                        </span>
                      ) : (
                        <span className={adminClasses.meta}>sans objet en kata</span>
                      )}
                    </td>
                    <td data-label="Grade minimum">
                      <select
                        {...control(draft, 'minGrade', `Grade minimum de la catégorie ${n}`)}
                        className={adminClasses.input}
                        value={draft.minGrade}
                        onChange={(event) => change(draft.key, { minGrade: event.target.value })}
                      >
                        <option value="">Tous les grades</option>
                        {GRADE_CHOICES.map((grade) => (
                          <option key={grade} value={grade}>
                            {grade}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td data-label="Ordre">
                      <span className={styles.rowActions}>
                        <button
                          type="button"
                          className={adminClasses.secondary}
                          disabled={index === 0}
                          aria-label={`Monter ${name}`}
                          onClick={() => move(index, -1)}
                        >
                          Monter
                        </button>
                        <button
                          type="button"
                          className={adminClasses.secondary}
                          disabled={index === categories.length - 1}
                          aria-label={`Descendre ${name}`}
                          onClick={() => move(index, 1)}
                        >
                          Descendre
                        </button>
                        <button
                          type="button"
                          className={adminClasses.danger}
                          aria-label={`Retirer ${name}`}
                          onClick={() => onChange(categories.filter((other) => other.key !== draft.key))}
                        >
                          Retirer
                        </button>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <button
          type="button"
          className={adminClasses.secondary}
          onClick={() => onChange([...categories, emptyDraft()])}
        >
          Ajouter une catégorie
        </button>
      </p>
    </div>
  );
}
