// The published media (news, events, albums, press, interviews): the condition of every public read
// (`isPublic`), each record’s public view, the images of uploads, the events’ calendar.
export { calendar } from './events/ical';
export { eventDetailOf, eventSummaryOf } from './events/views';
export { albumsOf, photosOf } from './gallery/views';
export { DEFAULT_IMAGE, imageOf, imagesOfUploads } from './images';
export { interviewOf } from './interviews/views';
export { newsArticleOf } from './news/views';
export { pressArticleOf } from './press/views';
export { isPublic, publicCondition, PUBLISHED_TABLES } from './published';
export type { PublishedTable } from './published';
export type { StoredStatus } from './tables';
