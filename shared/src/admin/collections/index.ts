// The kit of the back office's collections: the sections' reference data (lexicon, clubs, coaches…),
// shown on the site as soon as it is saved. The server's side is `registerCollection`.
export { collectionApi, type CollectionApi, type CollectionRecord } from './collectionApi';
export { CollectionList, type CollectionColumn, type CollectionListProps } from './CollectionList';
export { CollectionEditor, type CollectionEditorProps, type CollectionForm } from './CollectionEditor';
export { collectionScreens } from './screens';
export { NumberField } from './NumberField';
export { LineListField } from './LineListField';
export { LoadedChoiceField, type LoadedChoice } from './LoadedChoiceField';
export { EuroField, euroErrors, eurosText, parseEuros } from './EuroField';
export { CheckboxesField } from './CheckboxesField';
export { default as collectionClasses } from './collections.module.css';
