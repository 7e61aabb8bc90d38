// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ConsignmentDownloads from '../../../src/widgets/ConsignmentDownloads';
import { resetCourierScripts } from '../../../src/widgets/ConsignmentDownloads/useCourierScripts';
import { spyOnDownloads } from './downloadSpy';
import { renderWidget } from './renderWidget';

const props = { source: 'tradeInDocument', fileName: 'promotion-label.pdf' };
const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
const recently = () => new Date(Date.now() - 60_000).toISOString();
const claimWith = (consignments: Array<{ id: string; courier_method: string; courier_url: string | null }>, updated_at: string | null = recently()) => ({
  status: 'AWAITING_TRADEIN',
  updated_at,
  consignments,
});
const label = (id: string) => ({
  id,
  courier_method: 'label',
  courier_url: null,
  units: [],
});
const script = (id: string, url: string) => ({
  id,
  courier_method: 'script',
  courier_url: url,
  units: [],
});
const courierScripts = () => [...document.head.querySelectorAll('script[data-courier-script]')].map((s) => s.getAttribute('src'));

let downloads: ReturnType<typeof spyOnDownloads>;
beforeEach(() => {
  resetCourierScripts();
  downloads = spyOnDownloads();
});
afterEach(() => {
  cleanup();
  downloads.restore();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  vi.restoreAllMocks();
});

describe('ConsignmentDownloads', () => {
  it('offers one label per consignment and saves the one clicked as promotion-label.pdf', async () => {
    const fetchSource = vi.fn(async () => pdf);
    renderWidget(ConsignmentDownloads, {
      props,
      data: claimWith([label('cons-1'), label('cons-2')]),
      fetchSource,
    });
    expect(screen.getByText('intro')).toBeTruthy();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['downloadNumbered 1', 'downloadNumbered 2']);
    await userEvent.click(screen.getByRole('button', { name: 'downloadNumbered 2' }));
    expect(fetchSource).toHaveBeenCalledWith('tradeInDocument', {
      consignment_id: 'cons-2',
    });
    await waitFor(() => expect(downloads.saved).toEqual([{ fileName: 'promotion-label.pdf', href: 'blob:test/1' }]));
    expect(downloads.blobs).toEqual([pdf]);
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(downloads.revokeObjectURL).toHaveBeenCalledWith('blob:test/1'), { timeout: 3000 });
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('names a single consignment without a number, and shows nothing without a claim', () => {
    const { unmount } = renderWidget(ConsignmentDownloads, {
      props,
      data: claimWith([label('cons-1')]),
    });
    expect(screen.getByRole('button', { name: 'download' })).toBeTruthy();
    unmount();
    const { container } = renderWidget(ConsignmentDownloads, {
      props,
      data: null,
    });
    expect(container.innerHTML).toBe('');
  });

  it('says the download failed in the alert region, and clears it on the next try', async () => {
    const fetchSource = vi.fn().mockRejectedValueOnce(new Error('422')).mockResolvedValueOnce('not a file').mockResolvedValueOnce(pdf);
    renderWidget(ConsignmentDownloads, {
      props,
      data: claimWith([label('cons-1')]),
      fetchSource,
    });
    const button = screen.getByRole('button', { name: 'download' });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('downloadFailed'));
    await userEvent.click(button);
    await waitFor(() => expect(fetchSource).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('alert').textContent).toBe('downloadFailed');
    await userEvent.click(button);
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('ignores a second click while a label is on its way', async () => {
    let finish: (file: Blob) => void = () => {};
    const fetchSource = vi.fn(() => new Promise<unknown>((resolve) => (finish = resolve)));
    renderWidget(ConsignmentDownloads, {
      props,
      data: claimWith([label('cons-1')]),
      fetchSource,
    });
    const button = screen.getByRole('button', { name: 'download' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(fetchSource).toHaveBeenCalledTimes(1);
    await act(async () => finish(pdf));
    expect(downloads.saved).toHaveLength(1);
  });

  it('shows the window-expired message instead of the labels once tradeInWaitDays have passed', () => {
    const updated = new Date(Date.now() - 15 * 86_400_000).toISOString();
    renderWidget(ConsignmentDownloads, {
      props,
      data: claimWith([label('cons-1'), script('cons-2', 'http://localhost:3140/l.js')], updated),
    });
    expect(screen.getByText('windowExpired')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('intro')).toBeNull();
    expect(courierScripts()).toEqual([]);
  });

  it('loads an allowed courier script once, after render, and refuses (and logs) any other host', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const allowed = 'http://localhost:3140/courier-demo/label.js';
    const refused = 'http://127.0.0.2:3140/courier-demo/label.js?email=ada@example.com';
    const data = claimWith([script('cons-1', allowed), script('cons-2', refused), label('cons-3')]);
    const { unmount } = renderWidget(ConsignmentDownloads, { props, data });
    await waitFor(() => expect(courierScripts()).toEqual([allowed]));
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('http://127.0.0.2:3140');
    expect(String(warn.mock.calls[0][0])).not.toMatch(/email|ada|courier-demo/);
    unmount();
    renderWidget(ConsignmentDownloads, { props, data });
    await waitFor(() => expect(screen.getAllByRole('button')).toHaveLength(3));
    expect(courierScripts()).toEqual([allowed]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('loads no courier script when no courier host is configured', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWidget(ConsignmentDownloads, {
      props,
      env: {
        settings: {
          myClaim: {
            returnWindowDays: { min: 0, max: 30 },
            tradeInWaitDays: 14,
            courierHosts: [],
          },
        },
      },
      data: claimWith([script('cons-1', 'http://localhost:3140/l.js')]),
    });
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(courierScripts()).toEqual([]);
  });
});
