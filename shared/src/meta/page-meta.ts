import type { RouteArea } from '../routes/route-table';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
}

/** Default meta of each area (spec §1: home, activity and plugin differ; the others follow home). */
export const AREA_META: Readonly<Record<RouteArea, PageMeta>> = {
  home: {
    title: '社区 - 发现优质设计资源',
    description: '设计协作工具的社区：浏览与搜索 UI 组件库、图标、插画和模板，一键复制到你的工作区。',
    keywords: '设计资源,UI设计,组件库,图标,插画,设计模板,设计社区',
  },
  activity: {
    title: '社区活动 - 设计大赛与创作征集',
    description: '参加设计大赛和创作征集，提交作品，赢取奖品与社区认可。',
    keywords: '设计大赛,设计活动,作品征集,创作比赛,设计社区',
  },
  plugin: {
    title: '插件市场 - 提升设计效率的插件',
    description: '发现并安装提升设计效率的插件：切图标注、图标、数据可视化、AI 辅助等。',
    keywords: '设计插件,插件市场,效率工具,切图标注,AI 辅助设计',
  },
  profile: {
    title: '社区 - 创作者主页',
    description: '查看创作者发布的设计资源、插件和活动作品。',
    keywords: '设计师,创作者,设计作品,设计社区',
  },
  search: {
    title: '搜索 - 社区',
    description: '搜索社区里的设计资源、插件和创作者。',
    keywords: '设计资源搜索,插件搜索,设计社区',
  },
  shell: {
    title: 'community',
    description: '设计协作工具的社区。',
    keywords: '设计社区',
  },
};

function setMetaTag(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/**
 * Set the document title, description and keywords for a page of an area (SPEC-NOTES "Pages and titles").
 * A detail page passes its item's name: the title becomes `<name> - <area title>`. Call it from effects only.
 */
export function setPageMeta(area: RouteArea, item: { name?: string; description?: string; keywords?: string } = {}): PageMeta {
  const base = AREA_META[area];
  const meta: PageMeta = {
    title: item.name ? `${item.name} - ${base.title}` : base.title,
    description: item.description || base.description,
    keywords: item.keywords || base.keywords,
  };
  if (typeof document === 'undefined') return meta;
  document.title = meta.title;
  setMetaTag('description', meta.description);
  setMetaTag('keywords', meta.keywords);
  return meta;
}
