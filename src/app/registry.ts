import type { WidgetRegistry } from '../engine/contract';

/**
 * The explicit registries handed to the engine. A widget type is its folder name in src/widgets;
 * each loads on demand, so a page downloads only the widgets it shows.
 */
export const widgets: WidgetRegistry = {
  AddressLookup: { load: () => import('../widgets/AddressLookup') },
  AnswerSummary: { load: () => import('../widgets/AnswerSummary') },
  AuditDocuments: { load: () => import('../widgets/AuditDocuments') },
  BankDetails: { load: () => import('../widgets/BankDetails') },
  Checkbox: { load: () => import('../widgets/Checkbox') },
  ClaimStatusFaq: { load: () => import('../widgets/ClaimStatusFaq') },
  ClaimSummary: { load: () => import('../widgets/ClaimSummary') },
  ConfirmationPanel: { load: () => import('../widgets/ConfirmationPanel') },
  ConsignmentDownloads: { load: () => import('../widgets/ConsignmentDownloads') },
  CookieBanner: { load: () => import('../widgets/CookieBanner') },
  DateInput: { load: () => import('../widgets/DateInput') },
  EnvValue: { load: () => import('../widgets/EnvValue') },
  FaqSearch: { load: () => import('../widgets/FaqSearch') },
  FileUpload: { load: () => import('../widgets/FileUpload') },
  GiftChoice: { load: () => import('../widgets/GiftChoice') },
  Heading: { load: () => import('../widgets/Heading') },
  Hero: { load: () => import('../widgets/Hero') },
  HowItWorks: { load: () => import('../widgets/HowItWorks') },
  InstructionSteps: { load: () => import('../widgets/InstructionSteps') },
  LinkButton: { load: () => import('../widgets/LinkButton') },
  NamedTable: { load: () => import('../widgets/NamedTable') },
  PhoneInput: { load: () => import('../widgets/PhoneInput') },
  PurchasedItems: { load: () => import('../widgets/PurchasedItems') },
  RadioGroup: { load: () => import('../widgets/RadioGroup') },
  ReferenceBoxes: { load: () => import('../widgets/ReferenceBoxes') },
  ReturnWindow: { load: () => import('../widgets/ReturnWindow') },
  RevaluationOffer: { load: () => import('../widgets/RevaluationOffer') },
  RichText: { load: () => import('../widgets/RichText') },
  Select: { load: () => import('../widgets/Select') },
  SiteFooter: { load: () => import('../widgets/SiteFooter') },
  SiteHeader: { load: () => import('../widgets/SiteHeader') },
  SlimBanner: { load: () => import('../widgets/SlimBanner') },
  StatusPanel: { load: () => import('../widgets/StatusPanel') },
  StatusText: { load: () => import('../widgets/StatusText') },
  Textarea: { load: () => import('../widgets/Textarea') },
  TextInput: { load: () => import('../widgets/TextInput') },
  TextLink: { load: () => import('../widgets/TextLink') },
};

export { actions } from '../actions/index';
export { sources } from '../sources/index';
