import type { AnswerMaker, PropsOf } from '../../engine/contract';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** Address parts by their autocomplete token, from the package's demo address of the country. */
const ADDRESS_PARTS: Readonly<Record<string, string>> = {
  'address-line1': 'Line1',
  'address-line2': 'Line2',
  'address-level2': 'City',
  'address-level1': 'Province',
  'postal-code': 'PostalCode',
};

/** What a customer types, told by the field's autocomplete token (the HTML standard's meaning of the field). */
function typed(props: Props, address: Readonly<Record<string, string>> | undefined, random: () => number): string {
  const token = props.autoComplete ?? '';
  if (props.inputType === 'email' || token === 'email') return 'journey.simulation@example.com';
  if (token === 'given-name') return 'Alex';
  if (token === 'family-name') return 'Taylor';
  if (token === 'organization') return 'Example Trading';
  if (ADDRESS_PARTS[token]) return address?.[ADDRESS_PARTS[token]] || 'Example';
  return `INV${String(Math.floor(random() * 1e6)).padStart(6, '0')}`;
}

/** One answer typed as a customer would, within the field's length. */
const textInputAnswers: AnswerMaker<Props> = ({ props, env, seed, random }) => {
  const address = ((seed.demoAddresses ?? {}) as Record<string, Array<Record<string, string>>>)[env.country]?.[0];
  const value = typed(props, address, random).slice(0, props.maxLength ?? Infinity);
  return { answers: [{ label: 'typed', value }] };
};

export default textInputAnswers;
