/** The Wado lexicon (mf-wado). */
import Type, { type Static } from 'typebox';
