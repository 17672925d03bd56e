/** Error codes of the API convention (ARCHITECTURE.md) plus the specific ones issues name. */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INTERNAL'
  | (string & {});

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(400, 'BAD_REQUEST', msg);
export const unauthorized = (msg = '请先登录') => new AppError(401, 'UNAUTHORIZED', msg);
export const forbidden = (msg = '没有权限') => new AppError(403, 'FORBIDDEN', msg);
export const notFound = (msg = '内容不存在') => new AppError(404, 'NOT_FOUND', msg);
export const conflict = (msg: string, code: ErrorCode = 'CONFLICT') => new AppError(409, code, msg);
export const tooManyRequests = (msg: string) => new AppError(429, 'TOO_MANY_REQUESTS', msg);

/** The one response envelope: `{ code: 'OK', data, msg }` on success. */
export interface Envelope<T> {
  code: string;
  data: T;
  msg: string;
}

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: 'OK', data, msg };
}

export function failure(code: ErrorCode, msg: string): Envelope<null> {
  return { code, data: null, msg };
}
