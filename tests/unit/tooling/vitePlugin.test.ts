import { describe, expect, it, vi } from 'vitest';
import definitionsPlugin from '../../../tooling/vite-plugin-definitions';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const fixture = 'tests/fixtures/broken-definitions';

describe('vite-plugin-definitions', () => {
  it('fails the build at buildStart listing every error', async () => {
    const plugin = definitionsPlugin({ definitionsDir: fixture });
    const error = vi.fn((message: string) => {
      throw new Error(message);
    });
    await expect((plugin.buildStart as Hook).call({ error })).rejects.toThrow(/page-definition errors/);
    const message = error.mock.calls[0][0];
    expect(message).toContain('pages/home.json#/blocks/1/type: unknown widget type "Carousel"');
    expect(message).toContain('steps/get-started.json#/title: content alias "stepGetStartedTitle" is missing in de-DE');
    expect(message).toContain('pages/home.json#/blocks/3/validation: unknown validation schema "trackerr"');
  });

  it('inlines the definitions for the request locale on the dev server only', async () => {
    const plugin = definitionsPlugin({ definitionsDir: fixture });
    const { handler } = plugin.transformIndexHtml as { handler: Hook };
    const html = '<head><!--site-definitions--></head>';
    const logger = { error: vi.fn() };
    const dev = (await handler.call({}, html, { path: '/index.html', originalUrl: '/de/broken/claim', server: { config: { logger } } })) as string;
    const json = JSON.parse(dev.replace(/^.*?<script[^>]*>/, '').replace(/<\/script>.*$/, ''));
    expect(json.locale).toBe('de-DE');
    expect(json.promotion.promotionCode).toBe('BRK00001');
    expect(logger.error).toHaveBeenCalled();
    expect(await handler.call({}, html, { path: '/index.html' })).toBe(html);
  });
});
