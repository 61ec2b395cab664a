import { describeEveryRoute } from './support/everyRoute';

/** Each route of the spec at 1280 px: served, laid out, accessible, nothing sticking out, no broken link. */
describeEveryRoute('desktop');
