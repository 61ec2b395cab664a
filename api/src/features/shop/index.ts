// The shop’s stock: changing a size’s stock (`changeStock`) and who changed it.
export { CANCELLATION_ACTOR, changeStock, ORDER_ACTOR } from './stock';
