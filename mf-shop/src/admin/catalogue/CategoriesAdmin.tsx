import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { api, Loading, Notice, type ShopCategoryList, type ShopCategoryRecord } from '@wado/shared';
import {
  adminClasses,
  ConfirmButton,
  errorMessage,
  FormMessage,
  schemaForm,
  SHOP_CATEGORY_INPUT_RULES,
  useAdminData,
  useAdminTitle,
} from '@wado/shared/admin';
import { ITEMS_PATH } from './paths';
import styles from './catalogue.module.css';

type Notify = (notice: { kind: 'success' | 'error'; text: string }) => void;

/** A category's name, renamed in its row or given to a new one, with the rules of the API's `ShopCategoryInput`. */
const RENAME_FORM = schemaForm(SHOP_CATEGORY_INPUT_RULES, { label: 'Nom de la catégorie' });
const NEW_FORM = schemaForm(SHOP_CATEGORY_INPUT_RULES, { label: 'Nouvelle catégorie' });
/** These small forms show their problem in the screen's notice, not under their field. */
const noError = () => undefined;

/** `categories` (role shop): the catalogue's categories in their order: add, rename, move; delete an empty one. */
export function CategoriesScreen() {
  useAdminTitle('Catégories de la boutique');
  const { state, reload, replace } = useAdminData(() => api.listShopCategories(), 'shop-categories');
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  /** A change of the categories: the list as the server answers it. */
  const act = async (work: () => Promise<ShopCategoryList>, done: string) => {
    setNotice(null);
    try {
      replace(await work());
      setNotice({ kind: 'success', text: done });
      return true;
    } catch (failure) {
      setNotice({ kind: 'error', text: errorMessage(failure) });
      return false;
    }
  };

  return (
    <div className={adminClasses.screen}>
      <p>
        <Link to={ITEMS_PATH}>← Tous les articles</Link>
      </p>
      <h1>Catégories de la boutique</h1>
      <p className={adminClasses.lead}>
        Les filtres du catalogue, dans cet ordre. Une catégorie qui compte des articles ne peut pas être supprimée.
      </p>
      <div aria-live="polite">{notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}</div>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Notice title="Les catégories n’ont pas pu être chargées" action={{ label: 'Réessayer', onClick: reload }}>
          <p>{state.message}</p>
        </Notice>
      )}
      {state.status === 'ready' && (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={adminClasses.visuallyHidden}>Catégories de la boutique</caption>
              <thead>
                <tr>
                  <th scope="col">Catégorie</th>
                  <th scope="col">Adresse</th>
                  <th scope="col" className={styles.number}>
                    Articles
                  </th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.map((category, index) => (
                  <CategoryRow
                    key={category.id}
                    category={category}
                    last={index === state.data.items.length - 1}
                    act={act}
                    notify={setNotice}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <NewCategory count={state.data.items.length} act={act} notify={setNotice} />
        </>
      )}
    </div>
  );
}

function CategoryRow({
  category,
  last,
  act,
  notify,
}: {
  category: ShopCategoryRecord;
  last: boolean;
  act: (work: () => Promise<ShopCategoryList>, done: string) => Promise<boolean>;
  notify: Notify;
}) {
  const id = useId();
  const [label, setLabel] = useState(category.label);
  const fieldId = (name: string) => `${id}-${name}`;
  const field = RENAME_FORM.fields({ fieldId, error: noError }).text('label');
  const save = (event: FormEvent) => {
    event.preventDefault();
    const input = { label: label.trim(), position: category.position };
    const [problem] = RENAME_FORM.errors(input, fieldId);
    if (problem) {
      notify({ kind: 'error', text: problem.message });
      return;
    }
    void act(() => api.updateShopCategory(category.id, input), `La catégorie « ${input.label} » a été enregistrée.`);
  };
  const move = (position: number) =>
    void act(
      () => api.updateShopCategory(category.id, { label: category.label, position }),
      `La catégorie « ${category.label} » a été déplacée.`,
    );
  return (
    <tr>
      <td>
        <form className={styles.rowActions} onSubmit={save} aria-label={`Renommer la catégorie ${category.label}`}>
          <label htmlFor={field.id} className={adminClasses.visuallyHidden}>
            {field.label} {category.label}
          </label>
          <input
            id={field.id}
            className={adminClasses.input}
            value={label}
            maxLength={field.maxLength}
            required={field.required}
            onChange={(event) => setLabel(event.target.value)}
          />
          <button type="submit" className={adminClasses.secondary} disabled={label.trim() === category.label}>
            Renommer
          </button>
        </form>
      </td>
      <td>
        <code>{category.id}</code>
      </td>
      <td className={styles.number}>{category.itemCount}</td>
      <td>
        <div className={styles.rowActions}>
          <button
            type="button"
            className={adminClasses.secondary}
            disabled={category.position === 0}
            onClick={() => move(category.position - 1)}
          >
            Monter<span className={adminClasses.visuallyHidden}> {category.label}</span>
          </button>
          <button
            type="button"
            className={adminClasses.secondary}
            disabled={last}
            onClick={() => move(category.position + 1)}
          >
            Descendre<span className={adminClasses.visuallyHidden}> {category.label}</span>
          </button>
          {category.itemCount === 0 && (
            <ConfirmButton
              label={`Supprimer ${category.label}`}
              question={`Supprimer la catégorie « ${category.label} » ?`}
              confirmLabel="Supprimer"
              onConfirm={() =>
                void act(
                  () => api.deleteShopCategory(category.id),
                  `La catégorie « ${category.label} » a été supprimée.`,
                )
              }
            />
          )}
        </div>
      </td>
    </tr>
  );
}

function NewCategory({
  count,
  act,
  notify,
}: {
  count: number;
  act: (work: () => Promise<ShopCategoryList>, done: string) => Promise<boolean>;
  notify: Notify;
}) {
  const id = useId();
  const [label, setLabel] = useState('');
  const fieldId = (name: string) => `${id}-${name}`;
  const field = NEW_FORM.fields({ fieldId, error: noError }).text('label');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const input = { label: label.trim(), position: count };
    const [problem] = NEW_FORM.errors(input, fieldId);
    if (problem) {
      notify({ kind: 'error', text: problem.message });
      return;
    }
    const added = await act(() => api.createShopCategory(input), `La catégorie « ${input.label} » a été ajoutée.`);
    if (added) setLabel('');
  };
  return (
    <form
      className={styles.inlineForm}
      onSubmit={(event) => void add(event)}
      noValidate
      aria-label="Ajouter une catégorie"
    >
      <div className={adminClasses.field}>
        <label htmlFor={field.id}>{field.label}</label>
        <input
          id={field.id}
          className={adminClasses.input}
          value={label}
          maxLength={field.maxLength}
          required={field.required}
          autoComplete="off"
          onChange={(event) => setLabel(event.target.value)}
        />
      </div>
      <div className={adminClasses.actions}>
        <button type="submit" className={adminClasses.primary}>
          Ajouter la catégorie
        </button>
      </div>
    </form>
  );
}
