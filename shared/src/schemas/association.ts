/** The association: committee, clubs directory, membership fees (mf-association). */
import Type, { type Static } from 'typebox';
