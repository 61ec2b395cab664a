import { stockLeftAnd, type SizeStock } from '@wado/shared';

/** « Il ne reste que 3 exemplaires de « … » (M) : ils sont déjà tous dans votre panier. » */
export function allInCartText(size: SizeStock): string {
  return stockLeftAnd(size, `${size.stock > 1 ? 'ils sont déjà tous' : 'il est déjà'} dans votre panier.`);
}
