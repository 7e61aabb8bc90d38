// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetProps } from '../../../src/engine/contract';
import ReturnWindow from '../../../src/widgets/ReturnWindow';
import { renderWidget } from './renderWidget';

type Claim = { purchased_at?: { date?: string | null } | null } | null;

/** ReturnWindow with one child (the form), as the engine passes rendered child blocks. */
function WithForm(props: WidgetProps<Record<string, never>, Claim>) {
  return <ReturnWindow {...props}>{<form aria-label="return form" />}</ReturnWindow>;
}

const show = (data: Claim, env = {}) => renderWidget(WithForm, { data, env, text: { closed: 'myClaimReturnWindowClosed' } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2022-11-20T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('ReturnWindow', () => {
  it('shows its child blocks while the return window is open', () => {
    show({ purchased_at: { date: '2022-11-01' } });
    expect(screen.getByRole('form', { name: 'return form' })).toBeTruthy();
    expect(screen.queryByText(/myClaimReturnWindowClosed/)).toBeNull();
  });

  it('shows the closed message (its wording names the window setting) instead, once the window has passed', () => {
    show({ purchased_at: { date: '2022-10-01' } });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('myClaimReturnWindowClosed')).toBeTruthy();
  });

  it('follows the configured bounds: before the lower bound is closed too', () => {
    const myClaim = { returnWindowDays: { min: 25, max: 40 }, tradeInWaitDays: 14, courierHosts: [] };
    show({ purchased_at: { date: '2022-11-01' } }, { settings: { myClaim } });
    expect(screen.getByText('myClaimReturnWindowClosed')).toBeTruthy();
    cleanup();
    show({ purchased_at: { date: '2022-10-20' } }, { settings: { myClaim } });
    expect(screen.getByRole('form', { name: 'return form' })).toBeTruthy();
  });

  it('counts the days in the locale timezone', () => {
    vi.setSystemTime(new Date('2022-12-01T23:30:00Z')); // day 30 in UTC, day 31 in +01:00
    show({ purchased_at: { date: '2022-11-01' } }, { timezone: 'UTC' });
    expect(screen.getByRole('form')).toBeTruthy();
    cleanup();
    show({ purchased_at: { date: '2022-11-01' } }, { timezone: 'Etc/GMT-1' });
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('treats a claim without a purchase date as outside the window, and shows nothing without a claim', () => {
    show({ purchased_at: null });
    expect(screen.getByText('myClaimReturnWindowClosed')).toBeTruthy();
    cleanup();
    const { container } = show(null);
    expect(container.innerHTML).toBe('');
  });
});
