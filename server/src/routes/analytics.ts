import type { FastifyInstance } from 'fastify';
import { badRequest, ok } from '../lib/errors';

interface AnalyticsEvent {
  event: string;
  properties?: Record<string, unknown>;
  time?: number | string;
  distinct_id?: string | number;
}

const eventSchema = {
  type: 'object',
  required: ['event'],
  properties: {
    event: { type: 'string', minLength: 1, maxLength: 100 },
    properties: { type: 'object' },
    time: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', maxLength: 40 }] },
    distinct_id: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'integer' }] },
  },
} as const;

export const MAX_EVENTS_PER_REQUEST = 50;
const BODY_LIMIT = 64 * 1024;

function eventTime(time: AnalyticsEvent['time'], fallback: Date): string {
  if (time === undefined) return fallback.toISOString();
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) throw badRequest('time 不是合法的时间');
  return date.toISOString();
}

/** The analytics sink. sendBeacon posts text/plain, so that content type is parsed as JSON here too. */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest('请求体不是合法的 JSON'), undefined);
      }
    });

    scope.post<{ Body: AnalyticsEvent | AnalyticsEvent[] }>(
      '/et/event/sa',
      {
        bodyLimit: BODY_LIMIT,
        schema: {
          body: {
            anyOf: [eventSchema, { type: 'array', minItems: 1, maxItems: MAX_EVENTS_PER_REQUEST, items: eventSchema }],
          },
        },
      },
      async (request) => {
        const events = Array.isArray(request.body) ? request.body : [request.body];
        const now = app.clock.now();
        const rows = events.map((e) => ({
          event: e.event,
          distinct_id: e.distinct_id === undefined ? String(request.user?.id ?? '') : String(e.distinct_id),
          user_id: request.user?.id ?? null,
          properties: JSON.stringify(e.properties ?? {}),
          time: eventTime(e.time, now),
          received_at: now.toISOString(),
        }));
        await app.db.insertInto('analytics_events').values(rows).execute();
        return ok({ received: rows.length });
      },
    );
  });
}
