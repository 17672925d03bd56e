import type { FastifyInstance } from 'fastify';
import { isValidContact } from '@community/shared/validation';
import { badRequest, ok } from '../lib/errors';

interface SupportBody {
  contact: string;
  content: string;
}

/** The help robot's message form (SPEC-NOTES): stored for the support team; anonymous visitors may write too. */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: SupportBody }>(
    '/community/api/support',
    {
      schema: {
        body: {
          type: 'object',
          required: ['contact', 'content'],
          properties: {
            contact: { type: 'string', maxLength: 254 },
            content: { type: 'string', maxLength: 2000 },
          },
        },
      },
    },
    async (request) => {
      const contact = request.body.contact.trim();
      const content = request.body.content.trim();
      if (!isValidContact(contact)) throw badRequest('请填写正确的手机号或邮箱');
      if (content.length < 1 || [...content].length > 500) throw badRequest('问题描述需为 1 到 500 个字');
      const row = await app.db
        .insertInto('support_messages')
        .values({ user_id: request.user?.id ?? null, contact, content, created_at: app.clock.now().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id: row.id });
    },
  );
}
