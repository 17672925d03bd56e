import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { BannersTable, CmsAssetsTable, ExperimentFlagsTable, MembershipsTable, OrganizationsTable } from '../db/schema';
import type { PlannedActivity } from './activities';
import { DAY, iso, type SeedContext, type SeedPlugin, type SeedResource, type SeedUser } from './model';
import { renderCmsBanner } from './svg';

/** Organisation 1 and who is in it (user 1 owns it; a few early users are members). */
export function organizationRows(users: readonly SeedUser[]): {
  organizations: Array<Insertable<OrganizationsTable>>;
  memberships: Array<Insertable<MembershipsTable>>;
  members: Set<number>;
} {
  const created = users[0]!.createdMs + 2 * DAY;
  const members = [1, 3, 4, 5].filter((id) => id <= users.length);
  return {
    organizations: [{ id: 1, name: '示例团队', created_at: iso(created) }],
    memberships: members.map((userId) => ({
      org_id: 1,
      user_id: userId,
      role: userId === 1 ? 'owner' : 'member',
      created_at: iso(Math.max(created, users[userId - 1]!.createdMs) + DAY),
    })),
    members: new Set(members),
  };
}

/** Publishing is open to the demo author only; badge v2 runs variant c1 for everyone. */
export function flagRows(ctx: SeedContext): Array<Insertable<ExperimentFlagsTable>> {
  const at = iso(ctx.now);
  return [
    { fname: 'web.resourcePublish', user_id: 0, value: 'off', updated_at: at },
    { fname: 'web.resourcePublish', user_id: 1, value: 'on', updated_at: at },
    { fname: 'webapi.enablebadgev2', user_id: 0, value: 'c1', updated_at: at },
  ];
}

interface BannerSpec {
  kind: 'community' | 'plugin';
  title: string;
  subtitle: string;
  cta: string;
  link: string;
}

const tagLink = (tag: string): string => `/community/tag/${encodeURIComponent(tag)}`;

/** Banners that point at real rows of this seed: live contests, the hottest resource and plugins. */
function bannerSpecs(activities: readonly PlannedActivity[], resources: readonly SeedResource[], plugins: readonly (SeedPlugin & { cata: string })[]): BannerSpec[] {
  const find = (kind: string, states: string[]): PlannedActivity | undefined => activities.find((a) => a.kind === kind && states.includes(a.state));
  const live = find('community', ['collecting']) ?? find('community', ['judging', 'upcoming', 'ended'])!;
  const ended = [...activities].reverse().find((a) => a.kind === 'community' && a.state === 'ended') ?? live;
  const pluginLive = find('plugin', ['collecting', 'upcoming']) ?? find('plugin', ['judging', 'ended'])!;
  const hot = resources.reduce((best, r) => (r.status === 'published' && r.favorites > best.favorites ? r : best), resources.find((r) => r.status === 'published')!);
  const topPlugin = plugins.reduce((best, p) => (p.installs > best.installs ? p : best), plugins[0]!);
  const aiPlugin = plugins.find((p) => p.cata === 'AI 辅助' && p.id !== topPlugin.id) ?? plugins[1] ?? topPlugin;
  return [
    { kind: 'community', title: `${live.title} 火热征集中`, subtitle: '万元奖金 · 大咖评审 · 首页曝光', cta: '立即参赛', link: `/community/activity/detail?id=${live.id}` },
    { kind: 'community', title: '移动端精选合集', subtitle: '组件库、App 模板与设计规范，一键复制到工作区', cta: '去看看', link: tagLink('移动端') },
    { kind: 'community', title: `本周热门：${hot.title}`, subtitle: '设计师们都在收藏的优质资源', cta: '查看详情', link: `/community/resource/${hot.id}` },
    { kind: 'community', title: `${ended.title} 获奖作品公布`, subtitle: '感谢每一位参赛者，来看看评委们的选择', cta: '查看获奖作品', link: `/community/activity/detail?id=${ended.id}` },
    { kind: 'community', title: '设计系统专题', subtitle: '从 0 到 1 搭建团队组件库，优秀案例一次看全', cta: '开始探索', link: tagLink('设计系统') },
    { kind: 'plugin', title: `${pluginLive.title} 开放报名`, subtitle: '用代码让设计更高效，优秀插件获官方推荐', cta: '立即报名', link: `/community/plugin/activity/detail?id=${pluginLive.id}` },
    { kind: 'plugin', title: `装机必备：${topPlugin.name}`, subtitle: '上万名设计师都在用的效率神器', cta: '免费安装', link: `/community/plugin/${topPlugin.id}` },
    { kind: 'plugin', title: `AI 辅助插件上新：${aiPlugin.name}`, subtitle: '让 AI 帮你完成繁琐的填充、配色与翻译', cta: '马上体验', link: `/community/plugin/${aiPlugin.id}` },
  ];
}

/** Banner rows plus their cover SVGs in cms_assets (hash = md5 of the SVG text). */
export function bannerRows(
  activities: readonly PlannedActivity[],
  resources: readonly SeedResource[],
  plugins: readonly (SeedPlugin & { cata: string })[],
): { banners: Array<Insertable<BannersTable>>; assets: Array<Insertable<CmsAssetsTable>> } {
  const banners: Array<Insertable<BannersTable>> = [];
  const assets = new Map<string, Insertable<CmsAssetsTable>>();
  const sortByKind: Record<string, number> = {};
  for (const spec of bannerSpecs(activities, resources, plugins)) {
    const svg = renderCmsBanner({ title: spec.title, subtitle: spec.subtitle, cta: spec.cta, seed: `${spec.kind}-${banners.length}` });
    const hash = createHash('md5').update(svg, 'utf8').digest('hex');
    assets.set(hash, { hash, ext: '.svg', content_type: 'image/svg+xml', body: svg });
    const sort = (sortByKind[spec.kind] = (sortByKind[spec.kind] ?? 0) + 1);
    banners.push({ id: banners.length + 1, kind: spec.kind, title: spec.title, link: spec.link, cover_hash: hash, cover_ext: '.svg', sort });
  }
  return { banners, assets: [...assets.values()] };
}
