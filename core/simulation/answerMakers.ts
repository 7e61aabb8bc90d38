import type { AnswerMaker } from '../../src/engine/contract';
import addressLookup from '../../src/widgets/AddressLookup/answers';
import bankDetails from '../../src/widgets/BankDetails/answers';
import checkbox from '../../src/widgets/Checkbox/answers';
import dateInput from '../../src/widgets/DateInput/answers';
import envValue from '../../src/widgets/EnvValue/answers';
import fileUpload from '../../src/widgets/FileUpload/answers';
import giftChoice from '../../src/widgets/GiftChoice/answers';
import phoneInput from '../../src/widgets/PhoneInput/answers';
import purchasedItems from '../../src/widgets/PurchasedItems/answers';
import radioGroup from '../../src/widgets/RadioGroup/answers';
import select from '../../src/widgets/Select/answers';
import textInput from '../../src/widgets/TextInput/answers';
import textarea from '../../src/widgets/Textarea/answers';

/**
 * How the simulation answers each widget that binds a value: the widget's own answers.ts (in its folder, beside the
 * widget). A widget that binds a value and has none here is reported by the simulation on every journey that meets it.
 */
export const answerMakers: Readonly<Record<string, AnswerMaker>> = {
  AddressLookup: addressLookup,
  BankDetails: bankDetails,
  Checkbox: checkbox,
  DateInput: dateInput,
  EnvValue: envValue,
  FileUpload: fileUpload,
  GiftChoice: giftChoice,
  PhoneInput: phoneInput,
  PurchasedItems: purchasedItems,
  RadioGroup: radioGroup,
  Select: select,
  TextInput: textInput,
  Textarea: textarea,
};
