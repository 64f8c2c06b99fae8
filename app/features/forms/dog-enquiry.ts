/** Query parameter that preselects a dog in the contact form (works without JavaScript). */
export const DOG_QUERY_PARAMETER = "dog";

/**
 * A link from a dog page to the contact or adoption page with the dog
 * preselected: navigation state for the app, the query parameter for
 * visitors without JavaScript (and for shared links).
 */
export function dogEnquiryLink(path: string, dogName: string) {
  return { to: `${path}?${DOG_QUERY_PARAMETER}=${encodeURIComponent(dogName)}`, state: { dogName } };
}
