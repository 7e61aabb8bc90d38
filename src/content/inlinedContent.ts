const SCRIPT_ID = 'site-content';

/**
 * The locale's wording the server put into the page (JSON, never evaluated), so the first screen needs no request
 * for it; undefined when the page carries none (the server could not read the content store): then it is asked
 * for, with retries.
 */
export function readInlinedContent(doc: Document = document): Record<string, string> | undefined {
  const text = doc.getElementById(SCRIPT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const content = JSON.parse(text) as unknown;
    return content && typeof content === 'object' && !Array.isArray(content) ? (content as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}
