import { useMemo } from 'react';
import { customerMessagesOf, messageValuesOf, sampleValues } from '../../core/messages/customerMessages';
import { renderCustomerMessage, type RenderedMessage } from '../../core/messages/renderCustomerMessage';
import type { Files } from './useDraft';

type Promotion = { settings?: Record<string, unknown>; locales?: Record<string, { sitePath?: string; settings?: Record<string, unknown> }> };

/** The sample address a preview's link shows (never a real customer's claim). */
const SAMPLE_ORIGIN = 'https://claims.example';

/**
 * Each message the draft declares (promotion.json `messages`) as the customer receives it, in every locale: subject,
 * plain text and HTML, with sample values (never a customer's). Rendered here by the server's own renderer
 * (core/messages): a preview sends nothing. The HTML is shown without its inline styles (the studio's CSP allows
 * none), in a sandboxed frame that runs nothing.
 */
export function CustomerMessagesPreview({ files, locales }: { files: Files; locales: string[] }) {
  const promotion = (files['promotion.json'] ?? {}) as Promotion;
  const messages = customerMessagesOf(promotion);
  const routeOf = useMemo(() => {
    const routes = new Map<string, string>();
    for (const [file, data] of Object.entries(files)) if (file.startsWith('pages/') && data && typeof data === 'object') routes.set(String((data as { id?: unknown }).id), String((data as { route?: unknown }).route));
    return routes;
  }, [files]);
  if (!Object.keys(messages).length) return null;
  return (
    <section aria-labelledby="customer-messages-title" className="customer-messages">
      <h2 id="customer-messages-title">Customers&rsquo; messages</h2>
      <p>Each message as the customer receives it, with sample values. A preview sends nothing.</p>
      {Object.entries(messages).map(([id, message]) => (
        <details key={id}>
          <summary>
            <code>{id}</code> — sent on {message.on}
            {message.statuses ? ` (${message.statuses.join(', ')})` : ''}
          </summary>
          {locales.map((locale) => {
            let rendered: RenderedMessage | undefined;
            let problem: string | undefined;
            try {
              const values = { ...messageValuesOf({ ...(promotion.settings ?? {}), ...(promotion.locales?.[locale]?.settings ?? {}) }), ...sampleValues(message.on, locale) };
              const route = message.linkTo ? routeOf.get(message.linkTo) : undefined;
              const linkUrl = route ? `${SAMPLE_ORIGIN}${promotion.locales?.[locale]?.sitePath ?? ''}/${route}${message.on === 'referenceReminder' ? '' : '#reference=123-456-789'}` : undefined;
              rendered = renderCustomerMessage({ message, wording: (files[`content/${locale}.json`] ?? {}) as Record<string, unknown>, locale, values, linkUrl });
            } catch (error) {
              problem = (error as Error).message;
            }
            return (
              <article key={locale} className="customer-message" aria-label={`${id} in ${locale}`}>
                <h3>{locale}</h3>
                {problem ? (
                  <p className="message-preview--error">Cannot be shown: {problem}</p>
                ) : (
                  <>
                    <p>
                      <strong>Subject:</strong> {rendered!.subject}
                    </p>
                    <pre className="customer-message__text">{rendered!.text}</pre>
                    {/* The HTML as source: a frame's srcdoc is markup the studio's Trusted Types policy refuses. */}
                    <pre className="customer-message__html" aria-label={`${id} in ${locale} (HTML)`}>
                      {rendered!.html}
                    </pre>
                  </>
                )}
              </article>
            );
          })}
        </details>
      ))}
    </section>
  );
}
