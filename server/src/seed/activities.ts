import type { Insertable } from 'kysely';
import type { ActivitiesTable, ActivityPhasesTable, ActivityWorksTable } from '../db/schema';
import { activityRulesHtml, activitySummary, COMMUNITY_ACTIVITY_TITLES, JUDGE_NAMES, JUDGE_TITLES, PLUGIN_ACTIVITY_TITLES } from './corpus';
import { DAY, HOUR, iso, upperBound, type SeedContext, type SeedResource } from './model';
import type { Random } from './random';
import { avatarName, imagePath } from './svg';

export type ActivityKind = 'community' | 'plugin';
/** Where `now` falls: before the first phase, in submission, in review, or after the last phase. */
export type ActivityState = 'upcoming' | 'collecting' | 'judging' | 'ended';

/** Kind and state of the first 12 activities; larger seeds repeat the cycle. */
const PATTERN: ReadonlyArray<readonly [ActivityKind, ActivityState]> = [
  ['community', 'ended'],
  ['plugin', 'ended'],
  ['community', 'ended'],
  ['community', 'collecting'],
  ['community', 'ended'],
  ['plugin', 'collecting'],
  ['community', 'judging'],
  ['community', 'ended'],
  ['plugin', 'judging'],
  ['community', 'collecting'],
  ['community', 'upcoming'],
  ['plugin', 'upcoming'],
];

const PHASE_NAMES: Record<ActivityKind, [string, string, string]> = {
  community: ['作品征集', '评审', '结果公布'],
  plugin: ['插件开发与提交', '评审', '结果公布'],
};

const PRIZES: Record<ActivityKind, Array<{ name: string; count: number; award: string }>> = {
  community: [
    { name: '一等奖', count: 1, award: '¥5000 + 定制奖杯' },
    { name: '二等奖', count: 2, award: '¥2000 + 获奖证书' },
    { name: '三等奖', count: 3, award: '¥1000 + 获奖证书' },
    { name: '优秀奖', count: 5, award: '社区会员年卡' },
  ],
  plugin: [
    { name: '最佳插件奖', count: 1, award: '¥10000 + 官方推荐位' },
    { name: '最具创意奖', count: 1, award: '¥5000 + 定制奖杯' },
    { name: '人气插件奖', count: 3, award: '¥1000 + 社区会员年卡' },
  ],
};

export interface PlannedActivity {
  id: number;
  kind: ActivityKind;
  state: ActivityState;
  title: string;
  createdMs: number;
  /** Phase boundaries: phase i runs from bounds[i] to bounds[i + 1] - 1 s. */
  bounds: [number, number, number, number];
  submissionLimit: number;
}

/** Midnight in China (UTC+8), where the phases start. */
function chinaDayStart(ms: number): number {
  const offset = 8 * HOUR;
  return Math.floor((ms + offset) / DAY) * DAY - offset;
}

export function planActivities(ctx: SeedContext): PlannedActivity[] {
  const rng = ctx.rng.fork('activities');
  const today = chinaDayStart(ctx.now);
  const seen: Record<ActivityKind, number> = { community: 0, plugin: 0 };
  const drafts: Array<Omit<PlannedActivity, 'id'>> = [];
  for (let i = 0; i < ctx.plan.activities; i++) {
    const [kind, state] = PATTERN[i % PATTERN.length]!;
    const titles = kind === 'community' ? COMMUNITY_ACTIVITY_TITLES : PLUGIN_ACTIVITY_TITLES;
    const n = seen[kind]++;
    const round = Math.floor(n / titles.length);
    const base = titles[n % titles.length]!;
    const title = round === 0 ? base : `${base}（第 ${round + 1} 届）`;
    const collect = rng.int(20, 40) * DAY;
    const review = rng.int(7, 14) * DAY;
    const results = 7 * DAY;
    let s1: number;
    if (state === 'ended') s1 = today - rng.int(3, 400) * DAY - results - review - collect;
    else if (state === 'judging') s1 = today - rng.int(1, 5) * DAY - collect;
    else if (state === 'collecting') s1 = today - rng.int(3, collect / DAY - 5) * DAY;
    else s1 = today + rng.int(3, 20) * DAY;
    const bounds: PlannedActivity['bounds'] = [s1, s1 + collect, s1 + collect + review, s1 + collect + review + results];
    drafts.push({
      kind,
      state,
      title,
      createdMs: Math.min(ctx.now - HOUR, s1 - rng.int(5, 15) * DAY - rng.int(0, 23) * HOUR),
      bounds,
      submissionLimit: rng.pick([1, 2, 3, 3, 5]),
    });
  }
  drafts.sort((a, b) => a.createdMs - b.createdMs);
  return drafts.map((d, i) => ({ ...d, id: i + 1 }));
}

function judges(rng: Random): string {
  const picked = rng.sample(
    JUDGE_NAMES.map((name, i) => ({ name, i })),
    rng.int(3, 4),
  );
  return JSON.stringify(picked.map(({ name, i }) => ({ name, title: rng.pick(JUDGE_TITLES), avatar: imagePath('avatar', avatarName('j', i + 1, name)) })));
}

function phases(a: PlannedActivity): Array<{ name: string; start: string; end: string }> {
  return PHASE_NAMES[a.kind].map((name, i) => ({ name, start: iso(a.bounds[i]!), end: iso(a.bounds[i + 1]! - 1000) }));
}

export function activityRows(ctx: SeedContext, activities: readonly PlannedActivity[]): Array<Insertable<ActivitiesTable>> {
  return activities.map((a) => {
    const rng = ctx.rng.fork(`activity-text-${a.id}`);
    return {
      id: a.id,
      kind: a.kind,
      title: a.title,
      summary: activitySummary(rng, a.title, a.kind),
      cover: imagePath('activity', `a-${a.id}-${a.kind}`),
      banner: imagePath('banner', `a-${a.id}`),
      rules_html: activityRulesHtml(a.kind, a.submissionLimit, phases(a)),
      prizes: JSON.stringify(PRIZES[a.kind]),
      judges: judges(rng),
      submission_limit: a.submissionLimit,
      created_at: iso(a.createdMs),
    };
  });
}

export function phaseRows(activities: readonly PlannedActivity[]): Array<Insertable<ActivityPhasesTable>> {
  const rows: Array<Insertable<ActivityPhasesTable>> = [];
  for (const a of activities) {
    phases(a).forEach((p, sort) => rows.push({ id: rows.length + 1, activity_id: a.id, name: p.name, start_time: p.start, end_time: p.end, sort }));
  }
  return rows;
}

/**
 * Works: published resources entered during the submission phase (never after `now`), unique per
 * activity, at most submission_limit per user. Ended activities hand out their prizes.
 */
export function workRows(ctx: SeedContext, activities: readonly PlannedActivity[], resources: readonly SeedResource[]): Array<Insertable<ActivityWorksTable>> {
  const rng = ctx.rng.fork('works');
  const created = resources.map((r) => r.createdMs); // ascending: ids follow creation time
  const large = ctx.plan.resources > 5000;
  const rows: Array<Insertable<ActivityWorksTable>> = [];
  for (const a of activities) {
    if (a.state === 'upcoming') continue;
    const open = a.bounds[0];
    const close = Math.min(a.bounds[1] - 1000, ctx.now - 60_000);
    const target = large ? rng.int(30, 150) : rng.int(8, 24);
    let from = upperBound(created, open - 120 * DAY);
    const to = upperBound(created, close);
    if (to - from < target * 3) from = 0;
    const chosen = new Set<number>();
    const perUser = new Map<number, number>();
    const works: Array<{ resourceId: number; userId: number; at: number }> = [];
    for (let attempt = 0; attempt < target * 20 && works.length < target && to > from; attempt++) {
      const r = resources[rng.int(from, to - 1)]!;
      if (r.status !== 'published' || chosen.has(r.id) || (perUser.get(r.authorId) ?? 0) >= a.submissionLimit) continue;
      chosen.add(r.id);
      perUser.set(r.authorId, (perUser.get(r.authorId) ?? 0) + 1);
      works.push({ resourceId: r.id, userId: r.authorId, at: rng.between(Math.min(close, Math.max(open, r.createdMs) + 60_000), close) });
    }
    works.sort((x, y) => x.at - y.at);
    const awards: Array<string | null> = works.map(() => null);
    if (a.state === 'ended') {
      const order = rng.shuffle(works.map((_, i) => i));
      let k = 0;
      for (const prize of PRIZES[a.kind]) for (let c = 0; c < prize.count && k < order.length; c++) awards[order[k++]!] = prize.name;
    }
    works.forEach((w, i) => rows.push({ id: rows.length + 1, activity_id: a.id, resource_id: w.resourceId, user_id: w.userId, award: awards[i]!, created_at: iso(w.at) }));
  }
  return rows;
}
