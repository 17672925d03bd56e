import { AREA_META, setPageMeta } from './page-meta';

describe('setPageMeta', () => {
  it('sets the area default title, description and keywords', () => {
    setPageMeta('plugin');
    expect(document.title).toBe(AREA_META.plugin.title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(AREA_META.plugin.description);
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(AREA_META.plugin.keywords);
  });

  it('prefixes a detail page title with the item name and reuses the tags', () => {
    setPageMeta('activity', { name: '图标设计大赛', description: '一场比赛' });
    expect(document.title).toBe(`图标设计大赛 - ${AREA_META.activity.title}`);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('一场比赛');
  });

  it('keeps the three areas the spec names distinct', () => {
    const titles = new Set([AREA_META.home.title, AREA_META.activity.title, AREA_META.plugin.title]);
    expect(titles.size).toBe(3);
  });
});
