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
  SelectField,
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

/** The input to send, or the fields to fix (French, each linked to its field). */
export function checkItemForm(form: ItemForm): { input: ShopAdminItemInput } | { errors: FormError[] } {
  const errors: FormError[] = [];
  if (!form.name.trim()) errors.push({ field: 'item-name', message: 'Nom : ce champ est obligatoire.' });
  if (!form.summary.trim()) errors.push({ field: 'item-summary', message: 'Résumé : ce champ est obligatoire.' });
  if (!form.category) errors.push({ field: 'item-category', message: 'Catégorie : choisissez-en une.' });
  const price = parsePrice(form.price);
  const memberPrice = parsePrice(form.memberPrice);
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
  const position = Number(form.position);
  if (!Number.isInteger(position) || position < 0 || position > 10_000) {
    errors.push({ field: 'item-position', message: 'Ordre : un nombre entier entre 0 et 10 000.' });
  }
  if (errors.length > 0 || price === null || memberPrice === null) return { errors };
  return {
    input: {
      name: form.name.trim(),
      summary: form.summary.trim(),
      description: form.description,
      category: form.category,
      priceCents: price,
      memberPriceCents: memberPrice,
      position,
    },
  };
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
          <TextField
            id="item-name"
            label="Nom"
            required
            maxLength={120}
            value={form.name}
            error={fieldError('item-name')}
            onChange={change('name')}
          />
          <TextField
            id="item-summary"
            label="Résumé"
            required
            maxLength={300}
            hint="Une phrase, montrée dans le catalogue."
            value={form.summary}
            error={fieldError('item-summary')}
            onChange={change('summary')}
          />
          <MarkdownEditor
            id="item-description"
            label="Description"
            value={form.description}
            onChange={change('description')}
          />
        </fieldset>
        <fieldset className={recordClasses.fieldset}>
          <legend className={adminClasses.legend}>Catalogue</legend>
          <SelectField
            id="item-category"
            label="Catégorie"
            required
            value={form.category}
            options={categories.items.map((category) => ({ value: category.id, label: category.label }))}
            error={fieldError('item-category')}
            onChange={change('category')}
          />
          <TextField
            id="item-position"
            label="Ordre dans le catalogue"
            hint="Les articles sont présentés du plus petit nombre au plus grand."
            value={form.position}
            error={fieldError('item-position')}
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
