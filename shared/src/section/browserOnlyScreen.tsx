import type { ComponentType } from 'react';
import { BrowserOnly } from '../data/renderEnvironment';
import { Loading } from '../ui/Loading';

/**
 * For a lazily loaded screen whose whole content comes from the visitor's browser (the cart in
 * localStorage, a checkout in sessionStorage): the server cannot know it, so it sends the loading
 * indicator and the browser renders the screen. Used as
 *   lazyScreen(() => import('./cart/CartPage').then(renderedInBrowser))
 */
export function renderedInBrowser(module: { default: ComponentType }): { default: ComponentType } {
  const Screen = module.default;
  function BrowserOnlyScreen() {
    return (
      <BrowserOnly fallback={<Loading />}>
        <Screen />
      </BrowserOnly>
    );
  }
  BrowserOnlyScreen.displayName = `RenderedInBrowser(${Screen.displayName ?? Screen.name})`;
  return { default: BrowserOnlyScreen };
}
