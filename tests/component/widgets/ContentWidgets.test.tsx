// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import Heading from '../../../src/widgets/Heading';
import Hero from '../../../src/widgets/Hero';
import HowItWorks from '../../../src/widgets/HowItWorks';
import LinkButton from '../../../src/widgets/LinkButton';
import RichText from '../../../src/widgets/RichText';
import SlimBanner from '../../../src/widgets/SlimBanner';
import TextLink from '../../../src/widgets/TextLink';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

describe('content widgets', () => {
  it('Hero shows the page heading, subtitle and terms', () => {
    renderWidget(Hero);
    expect(screen.getByRole('heading', { level: 1, name: 'title' })).toBeTruthy();
    expect(screen.getByText('subtitle')).toBeTruthy();
    expect(screen.getByText('terms')).toBeTruthy();
  });

  it('Heading renders the requested level', () => {
    renderWidget(Heading, { props: { level: 3 } });
    expect(screen.getByRole('heading', { level: 3, name: 'text' })).toBeTruthy();
  });

  it('RichText and SlimBanner render their body', () => {
    const { container } = renderWidget(RichText, { props: { as: 'section' } });
    expect(container.querySelector('section')?.textContent).toBe('body');
    cleanup();
    renderWidget(SlimBanner);
    expect(screen.getByText('body')).toBeTruthy();
  });

  it('HowItWorks lists three steps and links to its page', async () => {
    const { location } = renderWidget(HowItWorks, { props: { to: 'how-it-works' } });
    expect(screen.getByRole('region', { name: 'title' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['step1', 'step2', 'step3']);
    const link = screen.getByRole('link', { name: 'button' });
    expect(link.getAttribute('href')).toBe('/how-it-works');
    await userEvent.click(link);
    expect(location()).toBe('/how-it-works');
  });

  it('LinkButton is a link styled as a primary or secondary button', async () => {
    const { location } = renderWidget(LinkButton, { props: { to: 'claim' } });
    const link = screen.getByRole('link', { name: 'label' });
    expect(link.className).toBe('button');
    expect(link.getAttribute('href')).toBe('/claim');
    await userEvent.click(link);
    expect(location()).toBe('/claim');
    cleanup();
    renderWidget(LinkButton, { props: { to: 'claim', variant: 'secondary' } });
    expect(screen.getByRole('link').className).toBe('button button--secondary');
  });

  it('TextLink links to its page client-side', async () => {
    const { location } = renderWidget(TextLink, { props: { to: 'track-claim' } });
    const link = screen.getByRole('link', { name: 'label' });
    expect(link.closest('p')).toBeTruthy();
    await userEvent.click(link);
    expect(location()).toBe('/track-claim');
  });
});
