import type { ActionRegistry, DataSourceRegistry, WidgetRegistry } from '../engine/contract';
import claimWindowCheck from '../actions/claimWindowCheck';
import identifierCheck from '../actions/identifierCheck';
import productCheck from '../actions/productCheck';
import trackClaim from '../actions/trackClaim';
import uploadDocuments from '../actions/uploadDocuments';
import validate from '../actions/validate';
import dateWindowStatus from '../sources/dateWindowStatus';
import qualifyingProducts from '../sources/qualifyingProducts';
import qualifyingResellers from '../sources/qualifyingResellers';

/**
 * The explicit registries handed to the engine. A widget type is its folder name in src/widgets;
 * each loads on demand, so a page downloads only the widgets it shows.
 */
export const widgets: WidgetRegistry = {
  Checkbox: { load: () => import('../widgets/Checkbox'), bindsValue: true },
  DateInput: { load: () => import('../widgets/DateInput'), bindsValue: true },
  FileUpload: { load: () => import('../widgets/FileUpload'), bindsValue: true },
  Heading: { load: () => import('../widgets/Heading') },
  Hero: { load: () => import('../widgets/Hero') },
  HowItWorks: { load: () => import('../widgets/HowItWorks') },
  LinkButton: { load: () => import('../widgets/LinkButton') },
  PurchasedItems: { load: () => import('../widgets/PurchasedItems'), bindsValue: true },
  RadioGroup: { load: () => import('../widgets/RadioGroup'), bindsValue: true },
  ReferenceBoxes: { load: () => import('../widgets/ReferenceBoxes'), bindsValue: true },
  RichText: { load: () => import('../widgets/RichText') },
  Select: { load: () => import('../widgets/Select'), bindsValue: true },
  SiteFooter: { load: () => import('../widgets/SiteFooter') },
  SiteHeader: { load: () => import('../widgets/SiteHeader') },
  SlimBanner: { load: () => import('../widgets/SlimBanner') },
  StatusText: { load: () => import('../widgets/StatusText') },
  TextInput: { load: () => import('../widgets/TextInput'), bindsValue: true },
  TextLink: { load: () => import('../widgets/TextLink') },
};

export const actions: ActionRegistry = {
  claimWindowCheck,
  identifierCheck,
  productCheck,
  trackClaim,
  uploadDocuments,
  validate,
};

export const sources: DataSourceRegistry = {
  dateWindowStatus,
  qualifyingProducts,
  qualifyingResellers,
};
