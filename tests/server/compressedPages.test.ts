import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsBrotli, createCompressedPages } from '../../server/site/compressedPages';

const page = (n: number) => `<!doctype html><html><body>${'<p class="rich-text">The same paragraph of a claim step, again and again.</p>'.repeat(200)}<p>${n}</p></body></html>`;

/** Asks until the page comes compressed (its compression runs on zlib's thread pool). */
async function compressedAfterAsking(pages: ReturnType<typeof createCompressedPages>, html: string): Promise<Buffer> {
  for (let i = 0; i < 200; i++) {
    const found = pages.brotliOf(html);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('never compressed');
}

describe('pages compressed at brotli 11 for the next visitor', () => {
  it('a page asked for twice comes, from then on, compressed best: the same page, smaller than on the fly', async () => {
    const pages = createCompressedPages();
    const html = page(1);
    expect(pages.brotliOf(html)).toBeUndefined();
    const best = await compressedAfterAsking(pages, html);
    expect(zlib.brotliDecompressSync(best).toString()).toBe(html);
    const onTheFly = zlib.brotliCompressSync(Buffer.from(html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } });
    expect(best.length).toBeLessThanOrEqual(onTheFly.length);
  });

  it('a page asked for once is never compressed (a scan of random addresses costs nothing)', async () => {
    const pages = createCompressedPages({ after: 2 });
    for (let n = 0; n < 20; n++) expect(pages.brotliOf(page(n))).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let n = 0; n < 20; n++) expect(pages.brotliOf(page(100 + n))).toBeUndefined();
  });

  it('keeps the most recently used pages only', async () => {
    const pages = createCompressedPages({ entries: 2, after: 1 });
    for (const n of [1, 2]) await compressedAfterAsking(pages, page(n));
    await compressedAfterAsking(pages, page(3));
    expect(pages.brotliOf(page(2))).toBeDefined();
    expect(pages.brotliOf(page(3))).toBeDefined();
    // Page 1 was used least recently: gone (and counted as asked for again).
    expect(pages.brotliOf(page(1))).toBeUndefined();
  });

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5, gzip')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, BR; q=0.0')).toBe(false);
    expect(acceptsBrotli('gzip, brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
