// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PromotionApi } from '../../../src/api/client';
import { createContentLookup } from '../../../src/content/contentLookup';
import type { EngineInput } from '../../../src/engine/EngineContext';
import { SiteApp } from '../../../src/engine/SiteApp';
import type { SiteDefinitions } from '../../../core/engine/siteDefinitions';
import { storageFallback } from '../../../src/state/storageFallback';
import { webStorage } from '../../../src/state/webStorage';

const definitions: SiteDefinitions = {
  locale: 'de-DE',
  promotion: {
    schemaVersion: 1,
    promotionCode: 'TST00001',
    basePath: '/test',
    defaultLocale: 'de-DE',
    draftVersion: 1,
    locales: { 'de-DE': { promotionId: 'TST-DE', country: 'DE', currency: 'EUR', dateFormat: 'DMY', timezone: '+01:00', sitePath: '/test' } },
    flags: {},
    settings: { maxPurchaseItems: { PERSONAL: 1, BUSINESS: 1 } },
  },
  layout: {
    schemaVersion: 1,
    kind: 'layout',
    text: { loading: 'loading', storageUnavailable: 'storageUnavailable', storageUnavailableDismiss: 'dismiss' },
    header: [],
    footer: [],
  },
  pages: [
    { schemaVersion: 1, kind: 'page', id: 'home', route: '', title: 'homeTitle', blocks: [] },
    { schemaVersion: 1, kind: 'page', id: 'other', route: 'other', title: 'otherTitle', blocks: [] },
  ],
  flows: [],
  steps: [],
};

const input: EngineInput = {
  definitions,
  widgets: {},
  actions: {},
  sources: {},
  loadValidators: async () => ({}),
  api: { GET: vi.fn(), POST: vi.fn() } as unknown as PromotionApi,
  content: createContentLookup({ homeTitle: 'Start', loading: 'Lädt…', storageUnavailable: 'Ihr Fortschritt wird nicht gespeichert.', dismiss: 'Ausblenden' }, false),
  dev: false,
};

afterEach(cleanup);

describe('StorageNotice', () => {
  it('appears once the browser refuses session storage, once on the page, and stays hidden after the customer hides it', async () => {
    window.history.pushState({}, '', '/test/');
    await act(async () => void render(<SiteApp {...input} />));
    expect(screen.queryByText('Ihr Fortschritt wird nicht gespeichert.')).toBeNull();

    // Local storage alone holds no progress: no notice.
    await act(async () => storageFallback.report('local'));
    expect(screen.queryByText('Ihr Fortschritt wird nicht gespeichert.')).toBeNull();

    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await act(async () => void webStorage.session.setItem('claim-draft', '{}'));
    refuse.mockRestore();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Ihr Fortschritt wird nicht gespeichert.');

    await userEvent.click(screen.getByRole('button', { name: 'Ausblenden' }));
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    window.history.pushState({}, '', '/test/other');
    await act(async () => void render(<SiteApp {...input} />));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
