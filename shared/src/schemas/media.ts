/** Events, news, gallery, press and interviews (mf-media). */
import Type, { type Static } from 'typebox';
