/**
 * @wado/shared: shared by the shell and every remote as a Module Federation singleton, so there
 * is one API client, one configuration and one copy of these components in the page.
 */
export * from './contract';
export { api, ApiError, configureApi, type ApiClient } from './api/client';
export { CARD_RETURN_PARAMS, cardReturnFromSearch, goToPaymentPage, withoutCardReturn } from './api/payments';
export { defaultRuntimeConfig, readRuntimeConfig } from './config/runtime';
export { Markdown } from './markdown/Markdown';
export { markdownBlocks, parseMarkdown, parseInline, safeHref } from './markdown/parse';
export { Loading } from './ui/Loading';
export { visuallyHiddenClass } from './ui/visuallyHidden';
export { MediaImg, type MediaImgProps } from './ui/MediaImg';
export { LazyImg, type LazyImgProps } from './ui/LazyImg';
export { HELD_SRC_ATTRIBUTE, HELD_SRCSET_ATTRIBUTE, imageSource, useImagesHeld } from './ui/heldImages';
export { Popup, type PopupProps } from './ui/Popup';
export { Notice, buttonClassName } from './ui/Notice';
export { TextPage, type TextSource } from './ui/TextPage';
export { useDocumentTitle, usePageMeta, applyPageHead } from './ui/useDocumentTitle';
export {
  BrowserOnly,
  CLIENT_RENDER_DIGEST,
  createBrowserEnvironment,
  createServerEnvironment,
  readRenderedResources,
  RENDERED_DATA_ELEMENT_ID,
  RenderEnvironmentProvider,
  RenderInBrowser,
  renderedResources,
  ResourceScope,
  useHydrated,
  useRenderEnvironment,
  useRenderedState,
  useSiteOrigin,
  type PageMeta,
  type RenderEnvironment,
} from './data/renderEnvironment';
export type { SectionModule, SectionRoute } from './section/types';
export { textPageRoutes } from './section/textRoutes';
export { lazyScreen } from './section/lazyScreen';
export { renderedInBrowser } from './section/browserOnlyScreen';
export { startStandalone } from './section/standalone';
export { sectionContractProblems } from './section/contract';
export { request, queryString, jsonBody, type UploadProgress } from './api/http';
export { useResource, type ResourceState } from './data/useResource';
export {
  espaceErrorMessage,
  EspaceSignInRequiredProvider,
  isEspaceSignInRequired,
  useEspaceData,
  useEspaceSignInRequired,
  type EspaceData,
} from './data/useEspaceData';
export { resetSiteSettings, setSiteSettings, SITE_SETTINGS_KEY, useSiteSettings } from './data/siteSettings';
export { ResourceView } from './data/ResourceView';
export {
  formatDate,
  formatShortDate,
  formatDateRange,
  formatPrice,
  formatInteger,
  dayAndMonth,
  todayInParis,
  foldForSearch,
} from './format/format';
export { useUrlFilters } from './data/useUrlFilters';
export { FilterBar, filterFieldClass, filterSubmitClass, NoMatch, type FilterOption } from './ui/FilterBar';
export { agree, formatCount, isPlural } from './format/count';
export { frenchTypography } from './format/typography';
export { foldAccents, slugify } from './format/fold';
export * from './cart';
export { Pagination, usePageParam } from './ui/Pagination';
export { EspaceFacts, espaceCards } from './ui/EspaceCards';
export { loadBySlug } from './data/loadBySlug';
export { WIDGETS_EXPOSE, type HomeWidgetsModule, type HomeWidgetName } from './section/types';
export { ADMIN_EXPOSE, type AdminModule, type AdminScreen, type EspaceModule, type EspacePart } from './section/types';
export { DetailView } from './data/DetailView';
