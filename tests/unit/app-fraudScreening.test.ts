// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const config = { scriptUrl: 'http://localhost:3182/fraud-demo/tags.js', organisationId: 'org-42' };

describe('the fraud-screening script loader', () => {
  beforeEach(() => {
    vi.resetModules();
    document.head.innerHTML = '';
  });

  it('adds the provider script once, with org_id and the visitor id as session_id', async () => {
    const { loadFraudScreening } = await import('../../src/app/fraudScreening');
    loadFraudScreening(config, 'visitor-7');
    loadFraudScreening(config, 'visitor-7');
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe('http://localhost:3182/fraud-demo/tags.js?org_id=org-42&session_id=visitor-7');
    expect(scripts[0].async).toBe(true);
  });

  it('loads nothing without a provider or without a visitor id', async () => {
    const { loadFraudScreening } = await import('../../src/app/fraudScreening');
    loadFraudScreening(undefined, 'visitor-7');
    loadFraudScreening(config, undefined);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
