import { operation, type RouteModule } from './operation';

/** POST /content-manifest: wording by alias for each requested locale, filtered by ids and prefix. */
const contentManifest: RouteModule = (ctx) => [
  operation('/content-manifest', 'post', {
    operationId: 'contentManifest',
    handler: async (request) => {
      const body = request.body;
      const result: Record<string, Record<string, string>> = {};
      for (const locale of body.locales) result[locale] = ctx.content.select(locale, { ids: body.ids, prefix: body.prefix });
      return { data: { content: result } };
    },
  }),
];

export default contentManifest;
