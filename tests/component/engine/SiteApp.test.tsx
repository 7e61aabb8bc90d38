// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionApi } from '../../../src/api/client';
import { createContentLookup } from '../../../src/content/contentLookup';
import type { CompiledValidator, WidgetProps, WidgetRegistry } from '../../../src/engine/contract';
import type { EngineInput } from '../../../src/engine/EngineContext';
import { SiteApp } from '../../../src/engine/SiteApp';
import type { SiteDefinitions, Step } from '../../../core/engine/siteDefinitions';
import { forgetFormValueAtoms } from '../../../src/state/formValuesAtom';
import validate from '../../../core/actions/validate';

/** Two pages and a three-step claim flow, as the server would inline them. */
const step = (id: string, blocks: Step['blocks'] = []): Step => ({
  schemaVersion: 1,
  kind: 'step',
  id,
  route: id,
  title: `${id}Title`,
  backtracking: true,
  guard: 'unlocked',
  actions: ['validate'],
  blocks,
});
const definitions: SiteDefinitions = {
  locale: 'en-GB',
  promotion: {
    schemaVersion: 1,
    promotionCode: 'TST00001',
    basePath: '/test',
    defaultLocale: 'en-GB',
    draftVersion: 1,
    locales: { 'en-GB': { promotionId: 'TST-GB', country: 'GB', currency: 'GBP', dateFormat: 'DMY', timezone: '+00:00', sitePath: '/test' } },
    flags: {},
    settings: { maxPurchaseItems: { PERSONAL: 1, BUSINESS: 1 } },
  },
  layout: { schemaVersion: 1, kind: 'layout', text: { errorSummaryTitle: 'errorSummaryTitle', loading: 'loading' }, header: [], footer: [] },
  pages: [
    { schemaVersion: 1, kind: 'page', id: 'home', route: '', title: 'homeTitle', blocks: [{ type: 'Note', text: { body: 'homeWelcome' } }, { type: 'Carousel' }] },
    { schemaVersion: 1, kind: 'page', id: 'closed', route: 'closed', title: 'closedTitle', blocks: [] },
  ],
  flows: [
    {
      schemaVersion: 1,
      kind: 'flow',
      id: 'claim',
      route: 'claim',
      title: 'claimTitle',
      guard: { name: 'dateWindow', params: { open: 'claim', closed: 'closed', status: 'dateWindowStatus' } },
      steps: ['one', 'two', 'three'],
      text: { continue: 'flowContinue', checking: 'flowChecking', back: 'flowBack', stepOf: 'flowStepOf' },
      defaults: { firstName: '' },
    },
  ],
  steps: [
    { ...step('one', [{ type: 'NameInput', name: 'firstName', text: { label: 'firstNameLabel' } }]), validation: 'names' },
    step('two', [{ type: 'Note', text: { body: 'twoBody' } }]),
    step('three'),
  ],
};

const content = createContentLookup(
  {
    homeTitle: 'Home',
    homeWelcome: 'Welcome to the promotion',
    loading: 'Loading…',
    errorSummaryTitle: 'There is a problem',
    flowContinue: 'Continue',
    flowChecking: 'Checking…',
    flowBack: 'Back',
    flowStepOf: 'Step {n} of {m}',
    oneTitle: 'Your name',
    twoTitle: 'Your purchase',
    threeTitle: 'Your reward',
    twoBody: 'Tell us about your purchase',
    firstNameLabel: 'First name',
    errorsFirstNameEmpty: 'Enter your first name',
  },
  true,
);

/** Tiny widgets standing in for the real ones. */
function Note({ text }: WidgetProps) {
  return <p>{text('body')}</p>;
}
function NameInput({ id, text, value, onChange, errors, content: lookup }: WidgetProps) {
  return (
    <div>
      <label htmlFor={id}>{text('label')}</label>
      <input id={id} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} aria-invalid={errors.length > 0} />
      {errors.map((error) => (
        <span key={error.alias}>{lookup.text(error.alias)}</span>
      ))}
    </div>
  );
}
const widgets: WidgetRegistry = {
  Note: { load: async () => ({ default: Note }) },
  NameInput: { load: async () => ({ default: NameInput }) },
};

/** A compiled schema stand-in: firstName must not be empty. */
const names: CompiledValidator = {
  validate: Object.assign(
    (data: unknown) => {
      const ok = String((data as { firstName?: unknown }).firstName ?? '').trim() !== '';
      names.validate.errors = ok ? null : [{ instancePath: '/firstName', schemaPath: '#/properties/firstName/minLength', keyword: 'minLength', params: {} }];
      return ok;
    },
    { errors: null },
  ),
  messages: { firstName: { '*': 'errorsFirstNameEmpty' } },
};

const api = {
  GET: vi.fn(async () => ({ data: { data: { status: 'OPEN' } }, error: undefined, response: { status: 200 } })),
  POST: vi.fn(),
} as unknown as PromotionApi;

const input: EngineInput = {
  definitions,
  widgets,
  actions: { validate },
  sources: { dateWindowStatus: async () => 'OPEN' },
  loadValidators: async () => ({ names }),
  api,
  content,
  dev: true,
};

async function renderAt(url: string) {
  window.history.pushState({}, '', url);
  await act(async () => {
    render(<SiteApp {...input} />);
  });
}

const draft = () => JSON.parse(window.sessionStorage.getItem('draft:TST-GB:claim:en-GB') ?? 'null');

beforeEach(() => {
  window.sessionStorage.clear();
  forgetFormValueAtoms();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SiteApp', () => {
  it('shows an unknown widget type as a visible placeholder naming the type and where it is', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAt('/test/');
    expect(await screen.findByText('Welcome to the promotion')).toBeTruthy();
    const placeholder = screen.getByRole('alert');
    expect(placeholder.textContent).toBe('Unknown widget type Carousel at pages/home.json#/blocks/1');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Carousel'));
  });

  it('starts the flow at its first step, "Step 1 of 3"', async () => {
    await renderAt('/test/claim');
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your name');
    expect(window.location.pathname).toBe('/test/claim/one');
  });

  it('keeps a locked step closed and sends the visitor to the last unlocked step', async () => {
    await renderAt('/test/claim/three');
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    expect(window.location.pathname).toBe('/test/claim/one');
  });

  it('on a failing Continue shows the error summary, focused, with a link that focuses the field', async () => {
    const user = userEvent.setup();
    await renderAt('/test/claim/one');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    const summary = (await screen.findByText('There is a problem')).closest('.error-summary') as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const link = screen.getByRole('link', { name: 'Enter your first name' });
    expect(link.getAttribute('href')).toBe('#field-firstName');

    await user.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(draft().values.unlockedSteps).toBe(0);
  });

  it('on a passing Continue moves to step 2 and unlocks it (and only it)', async () => {
    const user = userEvent.setup();
    await renderAt('/test/claim/one');
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(await screen.findByText('Tell us about your purchase')).toBeTruthy();
    expect(window.location.pathname).toBe('/test/claim/two');
    expect(screen.queryByText('There is a problem')).toBeNull();
    expect(draft().values).toMatchObject({ firstName: 'Ada', unlockedSteps: 1, activeStep: 'two' });
    // Backtracking: the finished step is a link in the breadcrumb, the locked one is not.
    expect(screen.getByRole('link', { name: 'Your name' }).getAttribute('href')).toBe('/test/claim/one');
    expect(screen.queryByRole('link', { name: 'Your reward' })).toBeNull();

    // A deep link to step 3 still lands on step 2.
    await act(async () => {
      window.history.pushState({}, '', '/test/claim/three');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(window.location.pathname).toBe('/test/claim/two'));
  });
});
