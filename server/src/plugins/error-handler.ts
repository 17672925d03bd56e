import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, failure } from '../lib/errors';

/** Fastify's own 4xx errors, mapped to the API convention with a readable Chinese message. */
const FASTIFY_CODES: Record<string, { status: number; code: string; msg: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', msg: '不支持的请求内容类型，请使用 application/json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_REQUEST', msg: '请求体不能为空' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST', msg: '请求体不是合法的 JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', msg: '请求体过大' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', msg: '请求体长度不正确' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'BAD_REQUEST', msg: '请求内容类型不正确' },
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(failure(error.code, error.message));
    }
    if ((error as FastifyError).validation) {
      const context = (error as FastifyError).validationContext ?? 'request';
      return reply.status(400).send(failure('BAD_REQUEST', `参数错误：${error.message.startsWith(context) ? error.message : `${context} ${error.message}`}`));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send(failure(known.code, known.msg));
    // SyntaxError from a custom parser (text/plain JSON) lands here with statusCode 400.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failure(status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', error.message || '请求不合法'));
    }
    request.log.error({ err: error }, 'unhandled error');
    // Never leak internals on 5xx.
    return reply.status(500).send(failure('INTERNAL', '服务器开小差了，请稍后再试'));
  });
}
