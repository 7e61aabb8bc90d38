import DOMPurify, { type Config } from 'dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_SCHEMES, ALLOWED_TAGS } from '../../core/content/markupAllowlist';

/** The shared allow-list in DOMPurify's terms (the server's sanitiser keeps the same). */
const CONFIG: Config & { RETURN_TRUSTED_TYPE: true } = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${ALLOWED_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))`, 'i'),
  RETURN_TRUSTED_TYPE: true,
};

/**
 * CMS HTML through DOMPurify, as a TrustedHTML where the browser has Trusted Types (the CSP requires it for
 * innerHTML; DOMPurify's own policy). Downloaded only when the browser fetched the wording itself.
 */
export function purifyWording(html: string): string {
  return DOMPurify.sanitize(html, CONFIG) as unknown as string;
}
