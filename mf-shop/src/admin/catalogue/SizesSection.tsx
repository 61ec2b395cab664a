import { useId, useState, type FormEvent } from 'react';
import { api, type ShopAdminItem, type ShopAdminVariant } from '@wado/shared';
import {
  adminClasses,
  ConfirmButton,
  schemaForm,
  SHOP_ADMIN_VARIANT_INPUT_RULES,
  SHOP_STOCK_ADJUSTMENT_RULES,
} from '@wado/shared/admin';
import styles from './catalogue.module.css';

/** Runs a change of the article and says how it went (it rejects when the server refused). */
export type Act = (work: () => Promise<ShopAdminItem>, done: string) => Promise<void>;

/** A new size's fields, their labels and the rules of the API's `ShopAdminVariantInput`. */
const NEW_SIZE_FORM = schemaForm(SHOP_ADMIN_VARIANT_INPUT_RULES, { label: 'Nouvelle taille', stock: 'Stock initial' });
/** The form shows its first problem under its button, not under a field. */
const noError = () => undefined;

/** The sizes of an article with their stock: add one, move one, adjust a stock (with why), remove an unsold one. */
export function SizesSection({ item, act }: { item: ShopAdminItem; act: Act }) {
  const id = useId();
  const [label, setLabel] = useState('');
  const [stock, setStock] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const fieldId = (name: string) => `${id}-${name}`;
  const fields = NEW_SIZE_FORM.fields({ fieldId, error: noError });
  const labelField = fields.text('label');
  const stockField = fields.number('stock');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const input = { label: label.trim(), stock: Number(stock) };
    const [problem] = NEW_SIZE_FORM.errors(input, fieldId);
    if (problem) return setError(problem.message);
    setError(null);
    try {
      await act(() => api.addShopVariant(item.id, input), `La taille « ${input.label} » a été ajoutée.`);
      setLabel('');
      setStock('0');
    } catch {
      // The message is shown above.
    }
  };

  const move = (variant: ShopAdminVariant, position: number) =>
    void act(
      () => api.updateShopVariant(item.id, variant.id, { label: variant.label, position }),
      `La taille « ${variant.label} » a été déplacée.`,
    ).catch(() => {});

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Tailles et stock</h2>
      {item.variants.length === 0 ? (
        <p>Aucune taille : ajoutez-en au moins une (« Taille unique » pour un article sans taille).</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={adminClasses.visuallyHidden}>Tailles de l’article et leur stock</caption>
            <thead>
              <tr>
                <th scope="col">Taille</th>
                <th scope="col" className={styles.number}>
                  Stock
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {item.variants.map((variant, index) => (
                <SizeRow
                  key={variant.id}
                  item={item}
                  variant={variant}
                  first={index === 0}
                  last={index === item.variants.length - 1}
                  act={act}
                  onMove={(position) => move(variant, position)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form
        className={styles.inlineForm}
        onSubmit={(event) => void add(event)}
        noValidate
        aria-label="Ajouter une taille"
      >
        <div className={adminClasses.field}>
          <label htmlFor={labelField.id}>{labelField.label}</label>
          <input
            id={labelField.id}
            className={adminClasses.input}
            value={label}
            maxLength={labelField.maxLength}
            required={labelField.required}
            autoComplete="off"
            onChange={(event) => setLabel(event.target.value)}
          />
        </div>
        <div className={adminClasses.field}>
          <label htmlFor={stockField.id}>{stockField.label}</label>
          <input
            id={stockField.id}
            className={adminClasses.input}
            type="number"
            inputMode="numeric"
            min={stockField.min}
            max={stockField.max}
            required={stockField.required}
            value={stock}
            onChange={(event) => setStock(event.target.value)}
          />
        </div>
        <div className={adminClasses.actions}>
          <button type="submit" className={adminClasses.secondary}>
            Ajouter la taille
          </button>
        </div>
        {error && (
          <p className={adminClasses.fieldError} role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}

function SizeRow({
  item,
  variant,
  first,
  last,
  act,
  onMove,
}: {
  item: ShopAdminItem;
  variant: ShopAdminVariant;
  first: boolean;
  last: boolean;
  act: Act;
  onMove: (position: number) => void;
}) {
  const id = useId();
  const [adjusting, setAdjusting] = useState(false);
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const adjust = async (event: FormEvent) => {
    event.preventDefault();
    const change = Number(delta);
    if (!Number.isInteger(change) || change === 0) {
      return setError(
        'Variation : un nombre entier différent de zéro (5 pour une livraison, -1 pour un article abîmé).',
      );
    }
    if (variant.stock + change < 0) {
      return setError(`Variation : le stock est de ${variant.stock}, il ne peut pas baisser de ${-change}.`);
    }
    if (!reason.trim()) return setError('Motif : indiquez pourquoi le stock change (livraison, inventaire…).');
    setError(null);
    try {
      await act(
        () => api.adjustShopStock(item.id, variant.id, { delta: change, reason: reason.trim() }),
        `Le stock de la taille « ${variant.label} » a été ajusté.`,
      );
      setAdjusting(false);
      setDelta('');
      setReason('');
    } catch {
      // The message is shown above.
    }
  };

  return (
    <tr>
      <th scope="row">{variant.label}</th>
      <td className={styles.number}>{variant.stock}</td>
      <td>
        <div className={styles.rowActions}>
          <button
            type="button"
            className={adminClasses.secondary}
            aria-expanded={adjusting}
            aria-controls={`${id}-adjust`}
            onClick={() => setAdjusting((open) => !open)}
          >
            Ajuster le stock<span className={adminClasses.visuallyHidden}> de la taille {variant.label}</span>
          </button>
          <button
            type="button"
            className={adminClasses.secondary}
            disabled={first}
            onClick={() => onMove(variant.position - 1)}
          >
            Monter<span className={adminClasses.visuallyHidden}> la taille {variant.label}</span>
          </button>
          <button
            type="button"
            className={adminClasses.secondary}
            disabled={last}
            onClick={() => onMove(variant.position + 1)}
          >
            Descendre<span className={adminClasses.visuallyHidden}> la taille {variant.label}</span>
          </button>
          {!variant.ordered && (
            <ConfirmButton
              label={`Supprimer la taille ${variant.label}`}
              question={`Supprimer la taille « ${variant.label} » et son historique de stock ?`}
              confirmLabel="Supprimer"
              onConfirm={() =>
                act(
                  () => api.deleteShopVariant(item.id, variant.id),
                  `La taille « ${variant.label} » a été supprimée.`,
                ).catch(() => {})
              }
            />
          )}
        </div>
        {adjusting && (
          <form
            id={`${id}-adjust`}
            className={styles.inlineForm}
            onSubmit={(event) => void adjust(event)}
            noValidate
            aria-label={`Ajuster le stock de la taille ${variant.label}`}
          >
            <div className={adminClasses.field}>
              <label htmlFor={`${id}-delta`}>Variation</label>
              <input
                id={`${id}-delta`}
                className={adminClasses.input}
                type="number"
                inputMode="numeric"
                value={delta}
                aria-describedby={`${id}-delta-hint`}
                onChange={(event) => setDelta(event.target.value)}
              />
              <p id={`${id}-delta-hint`} className={adminClasses.hint}>
                5 pour une livraison, -1 pour un article abîmé.
              </p>
            </div>
            <div className={adminClasses.field}>
              <label htmlFor={`${id}-reason`}>Motif (obligatoire)</label>
              <input
                id={`${id}-reason`}
                className={adminClasses.input}
                value={reason}
                maxLength={SHOP_STOCK_ADJUSTMENT_RULES.reason.maxLength}
                autoComplete="off"
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
            <div className={adminClasses.actions}>
              <button type="submit" className={adminClasses.primary}>
                Enregistrer l’ajustement
              </button>
            </div>
            {error && (
              <p className={adminClasses.fieldError} role="alert">
                {error}
              </p>
            )}
          </form>
        )}
      </td>
    </tr>
  );
}
