import { getExampleNumber, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import type { AnswerMaker } from '../../engine/contract';
import { phoneCountryFor } from './country';
import { phoneValueFrom } from './phoneValue';

/** The country's example mobile number (libphonenumber's metadata), typed in its national form. */
const phoneInputAnswers: AnswerMaker = ({ env }) => {
  const example = getExampleNumber(env.country as CountryCode, examples);
  if (!example) return { answers: [] };
  return { answers: [{ label: 'mobile', value: phoneValueFrom(example.formatNational(), phoneCountryFor(env.country)) }] };
};

export default phoneInputAnswers;
