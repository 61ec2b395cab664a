import { useEffect } from 'react';
import { documentTitle, headTags } from '../contract';
import { useRenderEnvironment, type PageMeta } from '../data/renderEnvironment';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Writes a page's head in the browser: the same tags the server writes on a first load. */
export function applyPageHead(meta: PageMeta): void {
  const tags = headTags({
    origin: window.location.origin,
    pathname: window.location.pathname,
    search: window.location.search,
    title: documentTitle(meta.title ?? ''),
    description: meta.description,
    image: meta.image,
  });
  document.title = tags.title;
  setMeta('name', 'description', tags.description);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = tags.canonical;
  for (const tag of tags.meta) setMeta(tag.attribute, tag.key, tag.content);
}

/**
 * What the page says about itself: the browser tab's title ("<page> – Wado France"), and for
 * search engines and link previews its description and image. On the server it is recorded for
 * the head of the HTML; in the browser the head is updated while the page is shown.
 */
export function usePageMeta(meta: PageMeta | undefined): void {
  const environment = useRenderEnvironment();
  if (environment?.server && meta) Object.assign(environment.meta, meta);
  const { title, description, image } = meta ?? {};
  useEffect(() => {
    if (title !== undefined) applyPageHead({ title, description, image });
  }, [title, description, image]);
}

/** Sets the browser tab's title ("<page> – Wado France") while the page is shown. */
export function useDocumentTitle(pageTitle: string | undefined, details: Omit<PageMeta, 'title'> = {}): void {
  usePageMeta(pageTitle === undefined ? undefined : { title: pageTitle, ...details });
}
