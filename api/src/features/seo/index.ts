// Whether the row behind a detail page exists and is shown (`detailExists`): an unknown page gets a real 404.
export { detailExists } from './detailPages';
