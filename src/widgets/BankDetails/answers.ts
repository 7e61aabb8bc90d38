import { isValidIBAN } from 'ibantools';
import type { AnswerMaker, PropsOf } from '../../engine/contract';
import { bankInputSetOf } from '../../../core/rules/bankInputSets';
import { blankBankDetails, DEFAULT_COUNTRIES, type BankDetailsValue } from './bankDetails';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** Example IBANs of the IBAN registry (ISO 13616), per country. */
const EXAMPLE_IBANS: Readonly<Record<string, string>> = {
  AT: 'AT611904300234573201',
  BE: 'BE68539007547034',
  DE: 'DE89370400440532013000',
  ES: 'ES9121000418450200051332',
  FR: 'FR1420041010050500013M02606',
  IE: 'IE29AIBK93115212345678',
  IT: 'IT60X0542811101000000123456',
  NL: 'NL91ABNA0417164300',
  PT: 'PT50000201231234567890154',
};

/** The account of one country's input set (bankInputSets.ts), or undefined when no example is known for it. */
function accountFor(country: string): Partial<BankDetailsValue> | undefined {
  const set = bankInputSetOf(country);
  if (set === 'sortCode') return { accountNumber: '31926819', sortCode: '60-16-13' };
  // 011000015: a routing number whose ABA checksum holds; a 12-digit account number, as many US banks give.
  if (set === 'routing') return { accountNumber: '000123456789', routingNumber: '011000015', accountType: 'CHECKING' };
  const iban = EXAMPLE_IBANS[country];
  return iban && isValidIBAN(iban) ? { iban, swift: `EXMP${country}2L` } : undefined;
}

/** A valid account in each country the form offers, each a journey of its own (each asks other fields). */
const bankDetailsAnswers: AnswerMaker<Props> = ({ props }) => ({
  branches: true,
  answers: (props.countries ?? DEFAULT_COUNTRIES).flatMap((country) => {
    const account = accountFor(country);
    if (!account) return [];
    const value: BankDetailsValue = { ...blankBankDetails(country), accountName: 'Alex Taylor', legalType: 'PRIVATE', ...account };
    return [{ label: `bank ${country}`, value }];
  }),
});

export default bankDetailsAnswers;
