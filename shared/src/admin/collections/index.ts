// The kit of the back office's collections: the sections' reference data (lexicon, clubs, coaches…),
// shown on the site as soon as it is saved. The server's side is `registerCollection`.
export { collectionApi, type CollectionApi, type CollectionRecord } from './collectionApi';
export { CollectionList, type CollectionColumn, type CollectionListProps } from './CollectionList';
export { CollectionEditor, type CollectionEditorProps, type CollectionForm } from './CollectionEditor';
export { collectionScreens } from './screens';
export { default as collectionClasses } from './collections.module.css';
