import { describeEveryRoute } from './support/everyRoute';

/** Each route of the spec on a phone, at 375 then 320 px: accessible, nothing sticking out. */
describeEveryRoute('phone');
