import { customerMessagesOf, messageAliases, MESSAGE_VALUES } from '../../messages/customerMessages';
import { servedLocales } from './checkAliases';
import { packageWording } from './content';
import type { Check } from './context';
import { fileNameOf } from './load';
import { pointerJoin } from '../../definitions/pointer';
import type { DefinitionError } from '../../definitions/types';

/**
 * The values each message alias is given: its event's (MESSAGE_VALUES). checkMessages reports a placeholder of such
 * an alias's wording that is neither one of them nor a setting (file + pointer of the wording).
 */
export function customerMessageValues(promotion: unknown): Array<[alias: string, names: readonly string[]]> {
  return Object.values(customerMessagesOf(promotion)).flatMap((message) =>
    messageAliases(message).map(({ alias }) => [alias, MESSAGE_VALUES[message.on] ?? []] as [string, readonly string[]]),
  );
}

/**
 * The messages a package declares (promotion.json `messages`): every alias of each has wording in every served
 * locale, and the page a message links to exists.
 */
export const checkCustomerMessages: Check = async (ctx) => {
  const errors: DefinitionError[] = [];
  const promotion = ctx.definitions.promotion;
  const messages = customerMessagesOf(promotion);
  if (!Object.keys(messages).length) return errors;
  const file = fileNameOf(ctx.pkg, 'promotion.json');
  const contents = servedLocales(promotion).flatMap((locale) => {
    const { content } = packageWording(ctx.pkg, locale);
    return content ? [[locale, content] as const] : [];
  });
  const pageIds = new Set(ctx.definitions.pages.map((page) => (page as { id?: unknown }).id));
  for (const [id, message] of Object.entries(messages)) {
    const at = pointerJoin('/messages', id);
    for (const { slot, alias } of messageAliases(message)) {
      const missing = contents.filter(([, content]) => typeof content[alias] !== 'string').map(([locale]) => locale);
      if (missing.length) errors.push({ file, pointer: pointerJoin(pointerJoin(at, 'text'), slot), message: `message "${id}" has no wording in ${missing.join(', ')}: content alias "${alias}" is missing there` });
    }
    if (message.linkTo !== undefined && !pageIds.has(message.linkTo))
      errors.push({ file, pointer: pointerJoin(at, 'linkTo'), message: `message "${id}" links to page "${message.linkTo}", which the package does not have` });
  }
  return errors;
};
