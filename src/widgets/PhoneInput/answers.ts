import { getExampleNumber, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import type { AnswerMaker } from '../../engine/contract';
import { phoneValueFrom } from './phoneReading';

/**
 * The country's example mobile number (libphonenumber's metadata), entered each way people enter it: typed in its
 * national form, and in international form as a browser fills it in. Both are the same number.
 */
const phoneInputAnswers: AnswerMaker = ({ env }) => {
  const example = getExampleNumber(env.country as CountryCode, examples);
  if (!example) return { answers: [] };
  return {
    answers: [
      { label: 'mobile', value: phoneValueFrom(example.formatNational(), env.country) },
      { label: 'mobile, international', value: phoneValueFrom(example.formatInternational(), env.country) },
    ],
  };
};

export default phoneInputAnswers;
