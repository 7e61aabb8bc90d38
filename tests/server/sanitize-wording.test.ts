import { describe, expect, it } from 'vitest';
import { sanitizeWording } from '../../server/site/sanitize-wording';

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
    expect(clean.unsafe).toBe('<p>Hello <a>x</a></p>');
    expect(clean.list).toBe(content.list);
    expect(clean.link).toBe(content.link);
    expect(clean.plain).toBe('Just words');
    expect(clean.entity).toBe('Tom &amp; Jerry');
  });

  it('keeps the markup the wording uses: headings, lists, tables with header scopes, links', () => {
    const table = '<h2>Rewards</h2><table><thead><tr><th scope="col">Phone</th></tr></thead><tbody><tr><td>Pixel 7</td></tr></tbody></table><p>Call <a href="tel:+441234">us</a> or <a href="mailto:help@example.com">write</a><br>now</p>';
    expect(sanitizeWording({ table }).table).toBe(table.replace('<br>', '<br />'));
    expect(sanitizeWording({ style: '<p style="position:fixed" class="x">Hi</p><style>p{}</style><iframe src="https://x"></iframe>' }).style).toBe('<p>Hi</p>');
  });

  it('works once per version of the wording', () => {
    expect(sanitizeWording(content)).toBe(sanitizeWording(content));
    expect(sanitizeWording({ ...content })).not.toBe(sanitizeWording(content));
  });
});
