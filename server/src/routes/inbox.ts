/** What the staff's inboxes share: the list's filters and the way back out of the spam folder. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema } from '../../../shared/domain/index.ts';
import { notFound } from '../http-errors.ts';

const flag = z.enum(['true', 'false']).optional();

/** `?spam=true` lists what was held as spam instead of the inbox. */
export const SpamQuerySchema = z.object({ spam: flag });
/** The same, plus `?archived=true` for the inboxes that archive. */
export const ArchivableQuerySchema = SpamQuerySchema.extend({ archived: flag });

/** `POST /<kind>/:id/not-spam`: a request held as spam goes back to its inbox. */
export function notSpamRoute(
  app: FastifyInstance,
  options: { path: string; tag: string; noun: string; markNotSpam(id: string): Promise<boolean> },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/${options.path}/:id/not-spam`,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: [options.tag],
        summary: `Move a ${options.noun.toLowerCase()} held as spam back into the inbox`,
        params: IdParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (!(await options.markNotSpam(request.params.id))) throw notFound(`${options.noun} held as spam`);
      return { message: `${options.noun} moved back to the inbox.` };
    },
  );
}
