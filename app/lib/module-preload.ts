const modulePreloadTag = '<link rel="modulepreload"';

/**
 * Marks every module preload React Router writes into a server-rendered
 * document as low priority (`<Scripts />` has no option for it). The page is
 * complete without JavaScript: on a phone's slow line the stylesheet, the
 * font and the first pictures should get the bandwidth first, the hydration
 * scripts after them (docs/decisions/0010).
 */
export function withLowPriorityModulePreloads(html: string): string {
  return html.replaceAll(modulePreloadTag, `${modulePreloadTag} fetchpriority="low"`);
}
