import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api, Loading, Notice, type ShopAdminItem, type ShopAdminItemInput, type ShopCategoryList } from '@wado/shared';
import {
  adminClasses,
  ConfirmButton,
  ErrorSummary,
  errorMessage,
  eurosText,
  FormMessage,
  MarkdownEditor,
  recordClasses,
  schemaForm,
  SelectField,
  SHOP_ADMIN_ITEM_INPUT_RULES,
  TextField,
  useAdminData,
  useAdminTitle,
  type FormError,
} from '@wado/shared/admin';
import { ItemStatusBadge } from './ItemsList';
import { parsePrice } from './money';
import { ITEMS_PATH, itemAdminPath } from './paths';
import { PhotosSection } from './PhotosSection';
import { SizesSection } from './SizesSection';
import { StockHistory } from './StockHistory';
import styles from './catalogue.module.css';

/** What the form holds: prices as typed (« 49,90 »). */
interface ItemForm {
  name: string;
  summary: string;
  description: string;
  category: string;
  price: string;
  memberPrice: string;
  position: string;
}

const EMPTY_FORM: ItemForm = {
  name: '',
  summary: '',
  description: '',
  category: '',
  price: '',
  memberPrice: '',
  position: '0',
};

const formOf = (item: ShopAdminItem): ItemForm => ({
  name: item.name,
  summary: item.summary,
  description: item.description,
  category: item.category,
  price: eurosText(item.priceCents),
  memberPrice: eurosText(item.memberPriceCents),
  position: String(item.position),
});

/** The id of a field's control: `item-name`. */
const fieldId = (name: string) => `item-${name}`;

/**
 * The article's fields, their labels and the rules of the API's `ShopAdminItemInput`. The prices,
 * typed in euros, are read and checked by `checkItemForm` (the schema's range is in cents).
 */
const FORM = schemaForm(SHOP_ADMIN_ITEM_INPUT_RULES, {
  name: 'Nom',
  summary: 'Résumé',
  description: 'Description',
  category: 'Catégorie',
  position: 'Ordre dans le catalogue',
});

/** The input to send, or the fields to fix (French, each linked to its field). */
export function checkItemForm(form: ItemForm): { input: ShopAdminItemInput } | { errors: FormError[] } {
  const price = parsePrice(form.price);
  const memberPrice = parsePrice(form.memberPrice);
  const input: ShopAdminItemInput = {
    name: form.name.trim(),
    summary: form.summary.trim(),
    description: form.description,
    category: form.category,
    priceCents: price ?? Number.NaN,
    memberPriceCents: memberPrice ?? Number.NaN,
    position: Number(form.position),
  };
  const errors = FORM.errors(input, fieldId);
  if (price === null) {
    errors.push({ field: 'item-price', message: 'Prix public : indiquez un montant en euros, par exemple 49,90.' });
  }
  if (memberPrice === null) {
    errors.push({
      field: 'item-member-price',
      message: 'Prix licencié : indiquez un montant en euros, par exemple 42,00.',
    });
  } else if (price !== null && memberPrice > price) {
    errors.push({
      field: 'item-member-price',
      message: 'Prix licencié : il doit être inférieur ou égal au prix public.',
    });
  }
  return errors.length > 0 ? { errors } : { input };
}

/** `articles/nouveau` and `articles/:itemId` (role shop): an article, its sizes and stock, photos, publication. */
export function ItemEditorScreen() {
  const { itemId } = useParams();
  const categories = useAdminData(() => api.listShopCategories(), 'shop-categories');
  const { state, reload, replace } = useAdminData(
    () => (itemId ? api.getShopAdminItem(itemId) : Promise.resolve(null)),
    `shop-item:${itemId ?? ''}`,
  );
  useAdminTitle(itemId ? (state.status === 'ready' && state.data ? state.data.name : 'Article') : 'Nouvel article');

  if (state.status === 'loading' || categories.state.status === 'loading') return <Loading />;
  if (state.status === 'error' || categories.state.status === 'error') {
    const failed = state.status === 'error' ? state : categories.state.status === 'error' ? categories.state : null;
    return (
      <div className={adminClasses.screen}>
        <Notice
          headingLevel={1}
          title={failed?.httpStatus === 404 ? 'Article introuvable' : 'L’article n’a pas pu être chargé'}
          action={{ label: 'Réessayer', onClick: () => (reload(), categories.reload()) }}
        >
          <p>{failed?.message}</p>
          <p>
            <Link to={ITEMS_PATH}>Retour aux articles</Link>
          </p>
        </Notice>
      </div>
    );
  }
  return (
    <ItemEditor
      key={state.data?.id ?? 'nouveau'}
      item={state.data}
      categories={categories.state.data}
      onSaved={replace}
    />
  );
}

function ItemEditor({
  item,
  categories,
  onSaved,
}: {
  item: ShopAdminItem | null;
  categories: ShopCategoryList;
  onSaved: (item: ShopAdminItem) => void;
}) {
  const navigate = useNavigate();
  const [form, setForm] = useState<ItemForm>(() =>
    item ? formOf(item) : { ...EMPTY_FORM, category: categories.items[0]?.id ?? '' },
  );
  const [errors, setErrors] = useState<FormError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const change = (field: keyof ItemForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const fieldError = (field: string) => errors.find((error) => error.field === field)?.message;
  const fields = FORM.fields({ fieldId, error: fieldError });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const checked = checkItemForm(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setAttempt((value) => value + 1);
      return;
    }
    setBusy(true);
    try {
      if (item) {
        onSaved(await api.updateShopAdminItem(item.id, checked.input));
        setErrors([]);
        setNotice({ kind: 'success', text: 'L’article a été enregistré.' });
      } else {
        const created = await api.createShopAdminItem(checked.input);
        await navigate(itemAdminPath(created.id));
      }
    } catch (failure) {
      setErrors([{ message: errorMessage(failure) }]);
      setAttempt((value) => value + 1);
    } finally {
      setBusy(false);
    }
  };

  /** A change of the sizes, the stock, the photos or the status: the article as the server answers it. */
  const act = async (work: () => Promise<ShopAdminItem>, done: string) => {
    setNotice(null);
    try {
      onSaved(await work());
      setNotice({ kind: 'success', text: done });
    } catch (failure) {
      setNotice({ kind: 'error', text: errorMessage(failure) });
      throw failure;
    }
  };

  return (
    <div className={adminClasses.screen}>
      <p>
        <Link to={ITEMS_PATH}>← Tous les articles</Link>
      </p>
      <h1>{item ? item.name : 'Nouvel article'}</h1>
      {item && (
        <p>
          <ItemStatusBadge status={item.status} />{' '}
          {item.status === 'published' && <a href={`/shop/${encodeURIComponent(item.id)}`}>Voir sur le site</a>}
        </p>
      )}
      {!item && (
        <p className={adminClasses.lead}>
          L’article est créé en brouillon : ajoutez ensuite ses tailles et ses photos, puis mettez-le en vente.
        </p>
      )}
      <div aria-live="polite">{notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}</div>
      <ErrorSummary errors={errors} attempt={attempt} />
      <form className={adminClasses.form} onSubmit={(event) => void save(event)} noValidate>
        <fieldset className={recordClasses.fieldset}>
          <legend className={adminClasses.legend}>Présentation</legend>
          <TextField {...fields.text('name')} value={form.name} onChange={change('name')} />
          <TextField
            {...fields.text('summary')}
            hint="Une phrase, montrée dans le catalogue."
            value={form.summary}
            onChange={change('summary')}
          />
          <MarkdownEditor {...fields.text('description')} value={form.description} onChange={change('description')} />
        </fieldset>
        <fieldset className={recordClasses.fieldset}>
          <legend className={adminClasses.legend}>Catalogue</legend>
          <SelectField
            {...fields.field('category')}
            value={form.category}
            options={categories.items.map((category) => ({ value: category.id, label: category.label }))}
            onChange={change('category')}
          />
          <TextField
            {...fields.field('position')}
            hint="Les articles sont présentés du plus petit nombre au plus grand."
            value={form.position}
            onChange={change('position')}
          />
        </fieldset>
        <fieldset className={recordClasses.fieldset}>
          <legend className={adminClasses.legend}>Prix TTC</legend>
          <TextField
            id="item-price"
            label="Prix public (€)"
            required
            hint="En euros, par exemple 49,90."
            value={form.price}
            error={fieldError('item-price')}
            onChange={change('price')}
          />
          <TextField
            id="item-member-price"
            label="Prix licencié (€)"
            required
            hint="Pour les licenciés d’un club affilié : au plus le prix public."
            value={form.memberPrice}
            error={fieldError('item-member-price')}
            onChange={change('memberPrice')}
          />
        </fieldset>
        <div className={adminClasses.actions}>
          <button type="submit" className={adminClasses.primary} disabled={busy}>
            {item ? 'Enregistrer' : 'Créer le brouillon'}
          </button>
        </div>
      </form>
      {item && (
        <>
          <SizesSection item={item} act={act} />
          <PhotosSection item={item} act={act} />
          <section className={styles.section} aria-labelledby="item-publication">
            <h2 id="item-publication">Publication</h2>
            <p>
              {item.status === 'published'
                ? 'L’article est en vente. Le retirer de la vente le cache du catalogue ; il reste dans les commandes passées.'
                : item.status === 'withdrawn'
                  ? 'L’article est retiré de la vente : les visiteurs ne le voient plus.'
                  : 'L’article est un brouillon : les visiteurs ne le voient pas.'}
            </p>
            <div className={styles.rowActions}>
              {item.status !== 'published' && (
                <button
                  type="button"
                  className={adminClasses.primary}
                  onClick={() =>
                    void act(() => api.publishShopAdminItem(item.id), 'L’article est en vente.').catch(() => {})
                  }
                >
                  Mettre en vente
                </button>
              )}
              {item.status === 'published' && (
                <ConfirmButton
                  label="Retirer de la vente"
                  question="Retirer cet article de la vente ? Il disparaît du catalogue ; les commandes passées le gardent."
                  confirmLabel="Retirer de la vente"
                  onConfirm={() =>
                    act(() => api.withdrawShopAdminItem(item.id), 'L’article est retiré de la vente.').catch(() => {})
                  }
                />
              )}
              {!item.ordered && (
                <ConfirmButton
                  label="Supprimer l’article"
                  question="Supprimer définitivement cet article, ses tailles, son historique de stock et ses photos ?"
                  confirmLabel="Supprimer"
                  onConfirm={async () => {
                    try {
                      await api.deleteShopAdminItem(item.id);
                      await navigate(ITEMS_PATH);
                    } catch (failure) {
                      setNotice({ kind: 'error', text: errorMessage(failure) });
                    }
                  }}
                />
              )}
            </div>
            {item.ordered && (
              <p className={adminClasses.hint}>
                Cet article figure dans des commandes : il ne peut pas être supprimé, seulement retiré de la vente.
              </p>
            )}
          </section>
          <StockHistory itemId={item.id} version={item.updatedAt} />
        </>
      )}
    </div>
  );
}
