import type { Generated } from 'kysely';

/** Orders (migrations 004_shop, 005_order_limits). Every amount is integer cents computed by the server. */
export interface OrderTables {
  orders: {
    id: Generated<number>;
    reference: string;
    status: string;
    created_at: string;
    updated_at: string;
    /** The client's key: the same request sent twice makes one order. */
    idempotency_key: string;
    /** SHA-256 of the canonical request, to tell a retry from another order under the same key. */
    request_hash: string;
    first_name: string;
    last_name: string;
    email: string;
    /** The buyer's mailbox (`foldEmail`, migration 030): the unpaid orders of one buyer are counted by it. */
    email_key: string;
    phone: string;
    address: string;
    address_more: string;
    postcode: string;
    city: string;
    delivery: string;
    payment_method: string;
    /** The licence that was recognised for member prices, else null. */
    licence_number: string | null;
    member_pricing: number;
    subtotal_cents: number;
    shipping_cents: number;
    total_cents: number;
    payment_due: string;
    /**
     * Until when an order paid by card holds its articles (migration 020): about 30 minutes after
     * it is placed, then it expires if HelloAsso has not confirmed the payment. Null for transfers
     * and cheques, which wait until `payment_due`.
     */
    hold_until: Generated<string | null>;
    /**
     * Where the order came from (migration 005): the client's IPv4 address or IPv6 /64 network,
     * to cap the unpaid orders one connection may hold. Null for orders placed before.
     */
    client_address: string | null;
  };
  order_lines: {
    id: Generated<number>;
    order_id: number;
    item_id: string;
    variant_id: string;
    item_name: string;
    variant_label: string;
    image_url: string;
    image_alt: string;
    quantity: number;
    unit_price_cents: number;
    public_unit_price_cents: number;
    line_total_cents: number;
  };
  /** Every change of status, who asked aside: the treasurer's audit trail. */
  order_status_history: {
    id: Generated<number>;
    order_id: number;
    status: string;
    at: string;
    note: string;
  };
}
