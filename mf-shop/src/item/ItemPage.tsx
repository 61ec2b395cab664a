import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  addToCart,
  api,
  cartCount,
  formatPrice,
  Markdown,
  MAX_ITEMS_PER_ORDER,
  maxLineQuantity,
  MediaImg,
  ResourceView,
  shareImageUrl,
  stockLeftAnd,
  stockLeftText,
  useCart,
  useDocumentTitle,
  useResource,
  type MediaImage,
  type ShopImage,
  type ShopItemDetail,
} from '@wado/shared';
import { Availability } from '../common/Availability';
import common from '../common/shop.module.css';
import { allInCartText } from '../common/stock';
import styles from './Item.module.css';

/**
 * A photo of an article as `MediaImg` shows it: an uploaded photo has its size and its AVIF, WebP
 * and JPEG widths; a delivered drawing is a square SVG.
 */
const shown = (image: ShopImage): MediaImage => ({ ...image, width: image.width ?? 400, height: image.height ?? 400 });

/** The main photo is at most half the page's content wide (all of it on a phone). */
const MAIN_IMAGE_SIZES = '(min-width: 760px) 36rem, 100vw';

function Gallery({ item }: { item: ShopItemDetail }) {
  const [current, setCurrent] = useState(0);
  const image = item.images[current] ?? item.image;
  return (
    <div className={styles.gallery}>
      <MediaImg image={shown(image)} sizes={MAIN_IMAGE_SIZES} className={styles.mainImage} />
      {item.images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Autres vues">
          {item.images.map((thumb, index) => (
            <li key={thumb.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === current}
                data-needs-js={`item-view-${index + 1}`}
                onClick={() => setCurrent(index)}
              >
                <MediaImg image={{ ...shown(thumb), alt: `Vue ${index + 1} : ${thumb.alt}` }} sizes="72px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Size, quantity and « Ajouter au panier »: an out-of-stock size cannot be chosen, nor more than its stock. */
export function AddToCartForm({ item }: { item: ShopItemDetail }) {
  const cart = useCart();
  const firstAvailable = item.variants.find((variant) => variant.stock > 0);
  const [variantId, setVariantId] = useState(firstAvailable?.id ?? '');
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const variant = item.variants.find((entry) => entry.id === variantId);
  const inCart = cart.find((line) => line.variantId === variantId)?.quantity ?? 0;
  const size = variant && { name: item.name, variantLabel: variant.label, stock: variant.stock };
  // The stock, the per-size cap and what the rest of the cart leaves of the per-order cap.
  const canAdd = variant ? Math.max(0, maxLineQuantity(cart, variantId, variant.stock) - inCart) : 0;
  // The stock, not the caps, is what limits this size: the page says so beside the quantity.
  const stockBound = size !== undefined && size.stock <= maxLineQuantity(cart, variantId, Number.POSITIVE_INFINITY);
  const allInCart = stockBound && inCart >= size.stock;
  const orderFull = cartCount(cart) >= MAX_ITEMS_PER_ORDER;
  const single = item.variants.length === 1;

  // A size or a quantity chosen on the server's page, before the browser took it over: hydration
  // leaves the fields as the visitor set them, and the form takes them as its own (a tap on
  // « Ajouter au panier » made meanwhile is done just after, with them).
  const form = useRef<HTMLFormElement>(null);
  const quantityField = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    const chosen = form.current?.querySelector<HTMLInputElement>('input[name="variant"]:checked')?.value;
    if (chosen !== undefined && item.variants.some((entry) => entry.id === chosen && entry.stock > 0)) {
      setVariantId(chosen);
    }
    const shownQuantity = Number(quantityField.current?.value);
    if (Number.isInteger(shownQuantity) && shownQuantity >= 1) setQuantity(shownQuantity);
    // Once, on the first render in the browser: later the fields follow the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!variant || variant.stock <= 0) {
      setMessage({ kind: 'error', text: 'Cette taille est épuisée : choisissez-en une autre.' });
      return;
    }
    if (allInCart) {
      setMessage({ kind: 'error', text: allInCartText(size) });
      return;
    }
    if (orderFull) {
      setMessage({
        kind: 'error',
        text: `Votre panier contient déjà ${MAX_ITEMS_PER_ORDER} articles, le maximum pour une commande.`,
      });
      return;
    }
    if (quantity > canAdd) {
      setMessage({
        kind: 'error',
        text:
          canAdd === 0
            ? 'Vous avez déjà dans le panier tout ce qui peut être commandé pour cette taille.'
            : `Vous pouvez encore en ajouter ${canAdd}.`,
      });
      return;
    }
    const result = addToCart(
      {
        itemId: item.id,
        variantId: variant.id,
        name: item.name,
        variantLabel: variant.label,
        unitPriceCents: item.priceCents,
        memberPriceCents: item.memberPriceCents,
        image: item.image,
        stock: variant.stock,
      },
      quantity,
    );
    if (!result.added) {
      setMessage({
        kind: 'error',
        text:
          result.reason === 'stock'
            ? allInCartText({ ...size!, stock: result.stock })
            : result.reason === 'order_full'
              ? `Votre panier contient déjà ${MAX_ITEMS_PER_ORDER} articles, le maximum pour une commande.`
              : 'Votre panier contient déjà le nombre maximal de lignes pour une commande.',
      });
      return;
    }
    setQuantity(1);
    setMessage({
      kind: 'success',
      text: `Ajouté au panier : ${quantity} × ${item.name}${single ? '' : ` (${variant.label})`}.`,
    });
  };

  if (!firstAvailable) {
    return (
      <p className={common.alert}>
        Cet article est épuisé dans toutes ses tailles. Revenez bientôt : le stock est réapprovisionné régulièrement.
      </p>
    );
  }

  return (
    <form ref={form} onSubmit={submit} className={styles.form} noValidate data-needs-js="add-to-cart">
      {single ? (
        <p>
          {variant?.label} <Availability value={variant!.availability} stock={variant!.stock} />
        </p>
      ) : (
        <fieldset className={common.fieldset}>
          <legend className={common.legend}>Taille</legend>
          <div className={styles.sizes}>
            {item.variants.map((entry) => (
              <label key={entry.id} className={`${styles.size} ${entry.stock <= 0 ? styles.sizeOut : ''}`}>
                <input
                  type="radio"
                  name="variant"
                  value={entry.id}
                  checked={variantId === entry.id}
                  disabled={entry.stock <= 0}
                  onChange={() => {
                    setVariantId(entry.id);
                    setMessage(null);
                  }}
                />
                <span className={styles.sizeLabel}>{entry.label}</span>
                <span className={styles.sizeStock}>
                  {entry.stock <= 0 ? 'Épuisé' : entry.stock <= 3 ? `Plus que ${entry.stock}` : 'En stock'}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className={`${common.field} ${styles.quantity}`}>
        <label htmlFor="quantity">Quantité</label>
        <select
          ref={quantityField}
          id="quantity"
          value={quantity}
          aria-describedby={inCart > 0 || stockBound ? 'quantity-hint' : undefined}
          onChange={(event) => {
            setQuantity(Number(event.target.value));
            setMessage(null);
          }}
        >
          {Array.from({ length: Math.max(1, canAdd) }, (_, index) => index + 1).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        {(inCart > 0 || stockBound) && (
          <span className={common.hint} id="quantity-hint">
            {allInCart ? (
              allInCartText(size)
            ) : (
              <>
                {inCart > 0 && `Déjà ${inCart} dans votre panier. `}
                {stockBound &&
                  (inCart > 0 ? stockLeftAnd(size, `vous pouvez en ajouter ${canAdd}.`) : `${stockLeftText(size)}.`)}
              </>
            )}
          </span>
        )}
      </div>
      <button type="submit" className={common.button}>
        Ajouter au panier
      </button>
      <div role="status" aria-live="polite">
        {message && (
          <p className={message.kind === 'success' ? common.success : common.alert}>
            {message.text} {message.kind === 'success' && <Link to="/cart">Voir le panier</Link>}
          </p>
        )}
      </div>
    </form>
  );
}

export default function ItemPage() {
  const { itemId = '' } = useParams();
  const [state, reload] = useResource(() => api.getShopItem(itemId), itemId);
  useDocumentTitle(
    state.status === 'ready' ? state.data.name : state.status === 'missing' ? 'Article introuvable' : undefined,
    {
      description: state.status === 'ready' ? state.data.description : undefined,
      image: state.status === 'ready' ? shareImageUrl(state.data.images[0]) : undefined,
    },
  );

  return (
    <div className={common.page}>
      <ResourceView
        state={state}
        retry={reload}
        missingTitle="Article introuvable"
        missingText={
          <p>
            Cet article n’existe pas ou n’est plus en vente. <Link to="/shop">Retourner à la boutique</Link>
          </p>
        }
      >
        {(item) => (
          <>
            <nav aria-label="Fil d’Ariane" className={styles.breadcrumb}>
              <Link to="/shop">Boutique</Link> ›{' '}
              <Link to={`/shop?categorie=${item.category}`}>{item.categoryLabel}</Link>
            </nav>
            <div className={styles.layout}>
              <Gallery item={item} />
              <div>
                <h1>{item.name}</h1>
                <p className={styles.prices}>
                  <span className={styles.publicPrice}>{formatPrice(item.priceCents)}</span>
                  <span className={common.memberPrice}>
                    Tarif licencié : {formatPrice(item.memberPriceCents)} (
                    <Link to="/isaffiliated">vérifier ma licence</Link>)
                  </span>
                  <span className={common.hint}>
                    Prix TTC. Livraison Colissimo 6,90 €, offerte dès 80 € ; retrait gratuit au siège.
                  </span>
                </p>
                <AddToCartForm item={item} />
                <section aria-labelledby="description" className={styles.description}>
                  <h2 id="description">Description</h2>
                  <Markdown source={item.description} />
                </section>
              </div>
            </div>
          </>
        )}
      </ResourceView>
    </div>
  );
}
