export { storedState, type StoredState } from './storedState';
export {
  cartStore,
  addToCart,
  setCartQuantity,
  removeFromCart,
  clearCart,
  cartCount,
  cartSubtotal,
  cartLinkLabel,
  maxLineQuantity,
  recordStock,
  linesOverStock,
  toOrderLines,
  useCart,
  useCartCount,
  type CartLine,
  type AddResult,
} from './cart';
export { memberProofStore, isProofValid, useMemberProof, MEMBER_PROOF_TTL_MS, type MemberProof } from './member';
