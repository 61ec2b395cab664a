/** The national team: coaches, competitors, results (mf-selection). */
import Type, { type Static } from 'typebox';
