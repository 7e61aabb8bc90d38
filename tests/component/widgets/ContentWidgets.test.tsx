// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetProps } from '../../../src/engine/contract';
import Heading from '../../../src/widgets/Heading';
import Hero from '../../../src/widgets/Hero';
import HowItWorks from '../../../src/widgets/HowItWorks';
import InstructionSteps, { type StepImage } from '../../../src/widgets/InstructionSteps';
import LinkButton from '../../../src/widgets/LinkButton';
import RichText from '../../../src/widgets/RichText';
import SlimBanner from '../../../src/widgets/SlimBanner';
import TextLink from '../../../src/widgets/TextLink';
import { fakeContent, renderWidget, testEnv } from './renderWidget';

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

  it('InstructionSteps shows each section with a sized, responsive image and its alt text; only the first loads eagerly', () => {
    const image = (src: string) => ({ src, width: 720, height: 450, widths: [720, 360] });
    renderWidget(InstructionSteps, { props: { steps: [{ image: image('how/one') }, { image: image('how/two') }] } });
    const sections = screen.getAllByRole('listitem');
    expect(sections.map((s) => s.querySelector('h2')?.textContent)).toEqual(['step1Title', 'step2Title']);
    expect(within(sections[1]).getByText('step2Body')).toBeTruthy();
    const [first, second] = screen.getAllByRole('img');
    expect(first.getAttribute('alt')).toBe('step1ImageAlt');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['720', '450']);
    expect(first.getAttribute('srcset')).toBe('/2022launch/images/how/one-360.webp 360w, /2022launch/images/how/one-720.webp 720w');
    expect(first.getAttribute('src')).toBe('/2022launch/images/how/one-720.webp');
    expect(first.getAttribute('sizes')).toBe('(min-width: 48em) 20rem, 100vw');
    expect([first.getAttribute('loading'), second.getAttribute('loading')]).toEqual(['eager', 'lazy']);
    expect(second.getAttribute('src')).toBe('/2022launch/images/how/two-720.webp');
  });

  it('InstructionSteps names only the first image in the server-rendered page, in a box of the image size', () => {
    const image = (src: string) => ({ src, width: 720, height: 450, widths: [720, 360] });
    const widgetProps = { props: { steps: [{ image: image('how/one') }, { image: image('how/two') }] }, text: fakeContent.text, html: fakeContent.html, env: testEnv };
    const page = document.createElement('div');
    page.innerHTML = renderToString(<InstructionSteps {...(widgetProps as unknown as WidgetProps<{ steps: Array<{ image: StepImage }> }>)} />);
    const [first, second] = page.querySelectorAll('img');
    expect(first.getAttribute('src')).toBe('/2022launch/images/how/one-720.webp');
    expect([second.getAttribute('src'), second.getAttribute('srcset')]).toEqual([null, null]);
    expect([second.getAttribute('width'), second.getAttribute('height'), second.getAttribute('alt')]).toEqual(['720', '450', 'step2ImageAlt']);
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
