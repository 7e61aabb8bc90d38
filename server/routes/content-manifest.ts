import type { RouteModule } from './operation';

interface ContentManifestBody {
  type: 'alias';
  locales: string[];
  ids?: string[];
  prefix?: string;
}

/** POST /content-manifest: wording by alias for each requested locale, filtered by ids and prefix. */
const contentManifest: RouteModule = (ctx) => [
  {
    operationId: 'contentManifest',
    method: 'post',
    path: '/content-manifest',
    handler: async (request) => {
      const body = request.body as ContentManifestBody;
      const result: Record<string, Record<string, string>> = {};
      for (const locale of body.locales) result[locale] = ctx.content.select(locale, { ids: body.ids, prefix: body.prefix });
      return { data: { content: result } };
    },
  },
];

export default contentManifest;
