import { badRequest } from './errors';

/**
 * Query values arrive as strings; integers must be plain digit strings in range.
 * The route schemas already reject arrays (repeated parameters) by declaring `type: 'string'`.
 */
export const digits = { type: 'string', pattern: '^[0-9]{1,15}$' } as const;

export function intParam(
  value: string | undefined,
  name: string,
  opts: { min?: number; max?: number; default?: number } = {},
): number {
  const min = opts.min ?? 1;
  const max = opts.max ?? 2_147_483_647;
  if (value === undefined || value === '') {
    if (opts.default !== undefined) return opts.default;
    throw badRequest(`${name} 不能为空`);
  }
  if (!/^[0-9]{1,15}$/.test(value)) throw badRequest(`${name} 必须是整数`);
  const n = Number(value);
  if (n < min || n > max) throw badRequest(`${name} 必须在 ${min} 到 ${max} 之间`);
  return n;
}

export interface Paging {
  page: number;
  page_size: number;
  offset: number;
}

export const pagingQuerySchema = {
  page: digits,
  page_size: digits,
} as const;

export function paging(query: { page?: string; page_size?: string }): Paging {
  const page = intParam(query.page, 'page', { min: 1, max: 100_000, default: 1 });
  const page_size = intParam(query.page_size, 'page_size', { min: 1, max: 100, default: 20 });
  return { page, page_size, offset: (page - 1) * page_size };
}

export interface ListPage<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

export function listPage<T>(list: T[], total: number, p: Paging): ListPage<T> {
  return { list, total, page: p.page, page_size: p.page_size };
}
