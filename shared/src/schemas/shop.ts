/** The shop: catalogue, member check, quotes and orders, the treasurer's API (mf-shop). */
import Type, { type Static } from 'typebox';
