import { describe, expect, it } from 'vitest';
import { sanitizeWording } from '../../server/content/sanitize-wording';

describe('sanitizeWording (wording inlined into pages)', () => {
  const content = {
    unsafe: '<p onclick="steal()">Hello <a href="javascript:alert(1)">x</a><img src="x" onerror="alert(2)"></p><script>alert(3)</script>',
    list: '<ul><li>Keep your receipt</li></ul>',
    link: '<a href="https://example.com/privacy">privacy</a>',
    plain: 'Just words',
    entity: 'Tom &amp; Jerry',
  };

  it('removes scripts, event handlers and javascript: addresses, and keeps harmless markup and plain wording', () => {
    const clean = sanitizeWording(content);
    expect(clean.unsafe).toBe('<p>Hello <a>x</a><img src="x"></p>');
    expect(clean.list).toBe(content.list);
    expect(clean.link).toBe(content.link);
    expect(clean.plain).toBe('Just words');
    expect(clean.entity).toBe('Tom &amp; Jerry');
  });

  it('works once per version of the wording', () => {
    expect(sanitizeWording(content)).toBe(sanitizeWording(content));
    expect(sanitizeWording({ ...content })).not.toBe(sanitizeWording(content));
  });
});
