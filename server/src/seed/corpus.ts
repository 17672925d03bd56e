import type { Random } from './random';

/** Chinese word lists and small text builders for the seed. Content only: no database here. */

/** Chinese typesetting: a space between Han characters and Latin letters or digits (移动端 UI Kit). */
export function spaced(text: string): string {
  return text
    .replace(/([\u4e00-\u9fff])([A-Za-z0-9])/g, '$1 $2')
    .replace(/([A-Za-z0-9%+])([\u4e00-\u9fff])/g, '$1 $2')
    .replace(/ {2,}/g, ' ');
}

/* ------------------------------------------------------------------------------------------- users */

const SURNAMES = ['林', '陈', '王', '张', '李', '周', '吴', '赵', '孙', '许', '何', '郭', '罗', '梁', '宋', '唐', '韩', '冯', '邓', '曹', '叶', '苏', '沈', '顾'];
const GIVEN2 = ['思远', '雨桐', '子涵', '一诺', '浩然', '梓萱', '俊杰', '欣怡', '宇轩', '诗琪', '晨阳', '佳怡', '明轩', '可馨', '天宇', '若曦', '嘉懿', '书瑶', '景行', '语嫣'];
const NICK_PREFIX = ['设计师', '交互', '视觉', '插画师', '产品', 'UI', '体验', '前端', '品牌', '动效'];
const GIVEN = ['阿杰', '木木', '小鹿', '阿澈', '一一', '小满', '若溪', '知夏', '安然', '北辰', '南风', '七月', '半夏', '青柠', '星野', '橙子', '阿狸', '豆豆', '六六', '小鱼', '清欢', '晚晴', '初一', '糖糖', '一帆', '子墨', '沐阳', '嘉禾', '小白', '阿楠'];
const ADJ = ['安静的', '奔跑的', '会飞的', '爱画画的', '熬夜的', '认真的', '慢半拍的', '不加班的', '快乐的', '想睡觉的', '早起的', '发光的'];
const NOUN = ['鲸鱼', '像素', '橘猫', '企鹅', '蘑菇', '柠檬', '铅笔', '图层', '画板', '色块', '网格', '钢笔工具'];
const LATIN = ['Luna', 'Kevin', 'Mia', 'Leo', 'Iris', 'Nova', 'Eric', 'Coco', 'Ray', 'Yuki', 'Momo', 'Ken'];
const NAME_SUFFIX = ['设计', 'Design', '的设计笔记', '工作室', 'Studio', '_UX', '的像素铺'];

export function userName(rng: Random): string {
  switch (rng.int(0, 5)) {
    case 0:
      return `${rng.pick(NICK_PREFIX)}${rng.pick(GIVEN)}`;
    case 1:
      return `${rng.pick(ADJ)}${rng.pick(NOUN)}`;
    case 2:
    case 3:
      return `${rng.pick(SURNAMES)}${rng.pick(GIVEN2)}`;
    case 4:
      return `${rng.pick(LATIN)}${rng.pick(NAME_SUFFIX)}`;
    default:
      return `${rng.pick(GIVEN)}${rng.pick(NAME_SUFFIX)}`;
  }
}

const ROLES = ['UI 设计师', '交互设计师', '视觉设计师', '插画师', '产品设计师', '品牌设计师', '前端工程师', '设计系统负责人', '独立设计师', '设计专业在读'];
const FOCUS = ['B 端产品体验', '移动端界面', '数据可视化', '品牌视觉', '图标与插画', '设计规范与组件库', '动效设计', '电商视觉', '车载 HMI', '无障碍设计'];
const CITIES = ['杭州', '上海', '北京', '深圳', '成都', '广州', '南京', '武汉', '西安', '厦门', '长沙', '苏州'];
const HOBBIES = ['摄影', '咖啡', '骑行', '手绘', '撸猫', '旅行', '胶片', '跑步', '看展', '做饭'];

export function userBio(rng: Random): string {
  const parts = [
    `${rng.int(1, 12)} 年${rng.pick(ROLES)}，专注${rng.pick(FOCUS)}。`,
    rng.chance(0.6) ? `坐标${rng.pick(CITIES)}，` : '',
    rng.pick([`喜欢${rng.pick(HOBBIES)}和${rng.pick(HOBBIES)}。`, '相信好的设计会说话。', '分享日常练习与项目复盘，欢迎交流～', '持续更新免费可商用素材。', '设计让生活更简单一点。']),
  ];
  return parts.join('');
}

/* --------------------------------------------------------------------------------------- resources */

export interface Category {
  name: string;
  /** Motif hint in generated image names. */
  slug: string;
  weight: number;
  nouns: string[];
  tags: string[];
}

export const RESOURCE_CATEGORIES: Category[] = [
  { name: 'UI设计', slug: 'ui', weight: 22, nouns: ['UI Kit', '组件库', '设计系统', '界面模板', '后台模板', '表单组件'], tags: ['组件库', '后台', '设计系统', 'B端', 'SaaS', '表单'] },
  { name: '图标', slug: 'icon', weight: 14, nouns: ['线性图标', '面性图标', '图标合集', '3D 图标', '多色图标'], tags: ['线性图标', '面性图标', '图标', '扁平', '3D'] },
  { name: '插画', slug: 'illu', weight: 12, nouns: ['插画合集', '场景插画', '扁平插画', '3D 插画', '空状态插画'], tags: ['插画', '扁平', '3D', '渐变', '人物'] },
  { name: '移动端', slug: 'mobile', weight: 18, nouns: ['App 模板', 'UI Kit', '小程序模板', 'App 界面', '界面合集'], tags: ['移动端', 'App', '小程序', 'iOS', 'Android'] },
  { name: '网页', slug: 'web', weight: 12, nouns: ['官网模板', '落地页', '网页模板', 'Landing Page', '博客模板'], tags: ['官网', '落地页', '响应式', '网页'] },
  { name: '数据可视化', slug: 'dataviz', weight: 10, nouns: ['数据大屏', 'Dashboard', '图表组件', '可视化模板', '监控面板'], tags: ['图表', '数据大屏', 'Dashboard', '后台'] },
  { name: '品牌', slug: 'brand', weight: 6, nouns: ['品牌 VI 模板', 'Logo 设计', '品牌手册', '海报模板', '名片模板'], tags: ['品牌', 'VI', 'Logo', '海报'] },
  { name: '线框图', slug: 'wire', weight: 6, nouns: ['线框图套件', '低保真原型', '用户流程图', 'Wireframe Kit'], tags: ['线框图', '原型', '低保真', '流程图'] },
];

const DOMAINS: Array<{ word: string; tag: string }> = [
  { word: '电商', tag: '电商' },
  { word: '金融', tag: '金融' },
  { word: '社交', tag: '社交' },
  { word: '医疗', tag: '医疗' },
  { word: '教育', tag: '教育' },
  { word: '旅行', tag: '旅行' },
  { word: '外卖', tag: '外卖' },
  { word: '健身', tag: '健身' },
  { word: '音乐', tag: '音乐' },
  { word: '智能家居', tag: '智能家居' },
  { word: '新能源汽车', tag: '汽车' },
  { word: '协同办公', tag: '协同办公' },
  { word: '资讯', tag: '资讯' },
  { word: '天气', tag: '天气' },
  { word: '理财', tag: '金融' },
  { word: '直播', tag: '社交' },
];

const STYLES: Array<{ word: string; tag: string }> = [
  { word: '极简', tag: '极简' },
  { word: '深色模式', tag: '深色模式' },
  { word: '渐变', tag: '渐变' },
  { word: '扁平风', tag: '扁平' },
  { word: '玻璃拟态', tag: '玻璃拟态' },
  { word: '新拟态', tag: '新拟态' },
  { word: '3D', tag: '3D' },
  { word: '手绘风', tag: '手绘' },
  { word: '清新', tag: '清新' },
  { word: '科技感', tag: '科技感' },
];

const VARIANTS = ['免费可商用', '含深色模式', '持续更新', '源文件', 'v2.0', '附使用说明', '可编辑', '高保真'];
const SCENES = ['产品原型', '毕业设计', '项目提案', '快速搭建 MVP', '日常练习', '团队规范落地', '运营活动'];

export interface ResourceText {
  title: string;
  desc: string;
  tags: string[];
}

/** Titles, description and 2–5 tags for a resource of a category. */
export function resourceText(rng: Random, cat: Category, opts: { search?: boolean } = {}): ResourceText {
  const domain = rng.pick(DOMAINS);
  const style = rng.pick(STYLES);
  const noun = rng.pick(cat.nouns);
  let title: string;
  if (opts.search) {
    title = rng.pick([`${domain.word}搜索页设计`, `搜索结果页 · ${cat.name}模板`, `智能搜索组件（${style.word}）`, `${domain.word} App 搜索交互`, '搜索框与筛选器组件']);
  } else if (cat.slug === 'icon') {
    title = rng.pick([`${style.word}${noun} ${rng.int(2, 60) * 10}+`, `${domain.word}行业${noun}`, `${noun} · ${domain.word}场景（${rng.pick(VARIANTS)}）`]);
  } else if (cat.slug === 'mobile') {
    title = rng.pick([`移动端${domain.word}${noun}`, `${domain.word}${noun} · ${style.word}`, `${style.word}${domain.word}${noun}`, `${domain.word}移动端界面（${rng.pick(VARIANTS)}）`]);
  } else {
    title = rng.pick([`${domain.word}${noun}`, `${style.word}${domain.word}${noun}`, `${domain.word}${noun} · ${style.word}风格`, `${domain.word}类${noun}（${rng.pick(VARIANTS)}）`]);
  }
  title = spaced(title);
  const pages = rng.int(6, 120);
  const sentences = [
    `一套${style.word}风格的${domain.word}${noun}，包含 ${pages} 个${cat.slug === 'icon' ? '图标' : '页面与组件'}，适用于${rng.pick(SCENES)}。`,
    rng.pick([
      '所有图层已命名并分组，颜色 &amp; 字体均使用样式管理，换主题只需一步。',
      '支持自动布局，按钮、表单、导航栏等常用组件齐全。',
      `遵循 8pt 网格与 ${rng.pick(['iOS', 'Material', 'Ant Design', 'Arco'])} 设计规范，开发还原更省心。`,
      '组件均带有交互状态（默认、悬停、禁用），可直接用于高保真原型。',
      '配色经过对比度检查，兼顾可读性与视觉层次。',
      '矢量绘制，任意缩放不失真 &amp; 可一键修改颜色。',
    ]),
  ];
  if (rng.chance(0.5)) sentences.push(rng.pick(['可免费用于个人及商业项目，欢迎收藏 &amp; 复制到工作区使用。', '有问题欢迎在评论区留言，持续迭代中。', '如果对你有帮助，点个爱心支持一下吧～', '更新日志：新增深色模式与平板适配。']));
  const tagPool = new Set<string>([...rng.sample(cat.tags, rng.int(1, 2)), domain.tag, style.tag]);
  if (rng.chance(0.3)) tagPool.add(rng.pick(['设计系统', '组件库', '渐变', '图表', '移动端', '后台']));
  if (opts.search) tagPool.add('搜索');
  const tags = rng.sample([...tagPool], rng.int(2, Math.min(5, tagPool.size)));
  return { title, desc: sentences.join(''), tags };
}

/** Hand-picked resources so search has material: one title is exactly 移动端. */
export const FEATURED_RESOURCES: Array<{ title: string; category: string; tags: string[]; desc: string }> = [
  { title: '移动端', category: '移动端', tags: ['移动端', 'App', '组件库'], desc: '移动端基础组件与页面模板合集：导航栏、标签栏、列表、卡片、弹窗 &amp; 表单一应俱全。' },
  { title: '移动端组件库 Mobile UI Kit', category: '移动端', tags: ['移动端', '组件库', '设计系统', 'iOS'], desc: '覆盖 60+ 常用组件的移动端组件库，支持自动布局与深色模式。' },
  { title: '移动端电商 App 模板', category: '移动端', tags: ['移动端', '电商', 'App'], desc: '首页、商品详情、购物车、订单与个人中心，完整的移动端电商购物流程。' },
  { title: '移动端金融理财界面', category: '移动端', tags: ['移动端', '金融', '图表'], desc: '资产总览、收益曲线与理财产品列表，数据展示清晰克制。' },
  { title: '移动端搜索页设计', category: '移动端', tags: ['移动端', '搜索', 'App'], desc: '搜索历史、热门搜索、联想词与结果筛选，一套完整的移动端搜索体验。' },
  { title: '搜索结果页 · 网页模板', category: '网页', tags: ['网页', '搜索', '响应式'], desc: '包含结果列表、分面筛选与空状态，适合内容平台与电商站点。' },
  { title: '智能搜索组件 设计系统', category: 'UI设计', tags: ['搜索', '设计系统', '组件库', '后台'], desc: '搜索框、下拉联想、高级筛选 &amp; 标签输入，B 端后台常用的搜索组件。' },
  { title: '后台管理系统 Dashboard', category: '数据可视化', tags: ['后台', 'Dashboard', '图表', '深色模式'], desc: '经典的后台 Dashboard：指标卡、趋势图、表格与告警列表。' },
  { title: '线性图标 500+ 枚', category: '图标', tags: ['线性图标', '图标', '扁平'], desc: '2px 描边的线性图标，覆盖通用、电商、金融与办公场景。' },
  { title: '医疗健康插画合集', category: '插画', tags: ['插画', '医疗', '扁平'], desc: '问诊、体检、药品与运动场景插画，色彩温和。' },
];

/** The demo author's own resources (user 1). */
export const DEMO_AUTHOR_RESOURCES: Array<{ title: string; category: string; tags: string[] }> = [
  { title: '移动端 App 设计规范 2026', category: '移动端', tags: ['移动端', '设计系统', 'iOS', 'Android'] },
  { title: '小明的 B 端组件库', category: 'UI设计', tags: ['组件库', '后台', 'B端', '设计系统'] },
  { title: '渐变 3D 图标 120 枚', category: '图标', tags: ['3D', '渐变', '图标'] },
  { title: '电商大促活动页模板', category: '网页', tags: ['电商', '落地页', '网页'] },
  { title: '金融数据大屏', category: '数据可视化', tags: ['金融', '数据大屏', '图表', '深色模式'] },
  { title: '空状态插画 24 张', category: '插画', tags: ['插画', '扁平', '空状态'] },
  { title: '社交 App 界面合集', category: '移动端', tags: ['移动端', '社交', 'App'] },
  { title: '企业官网模板 · 科技感', category: '网页', tags: ['官网', '科技感', '响应式'] },
  { title: '品牌 VI 手册模板', category: '品牌', tags: ['品牌', 'VI', 'Logo'] },
  { title: '登录注册流程线框图', category: '线框图', tags: ['线框图', '流程图', '低保真'] },
  { title: '教育类小程序模板', category: '移动端', tags: ['移动端', '小程序', '教育'] },
  { title: '深色模式设置页 UI Kit', category: 'UI设计', tags: ['深色模式', '组件库', '设计系统'] },
];

/* ----------------------------------------------------------------------------------------- plugins */

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
}

export interface PluginCata {
  name: string;
  slug: string;
  names: string[];
  benefits: string[];
  features: string[];
}

export const PLUGIN_CATAS: PluginCata[] = [
  {
    name: '效率工具',
    slug: 'efficiency',
    names: ['批量重命名', '图层整理大师', '智能对齐', '隐藏图层清理', '样式批量替换', '画板快速导出', '文本批量替换', '组件查找器', '快捷键增强'],
    benefits: ['把重复操作交给插件', '几秒钟完成过去半小时的整理工作', '让大文件也能井井有条'],
    features: ['支持按规则批量处理图层', '操作可一键撤销', '自定义快捷键', '处理上千图层依然流畅'],
  },
  {
    name: '设计规范',
    slug: 'spec',
    names: ['色彩规范生成器', '字体规范检查', '间距规范助手', '设计走查', '组件规范文档', '对比度检查器'],
    benefits: ['让设计稿始终符合团队规范', '自动发现不一致的颜色与字号', '一键生成规范文档'],
    features: ['扫描整页的颜色、字号与间距', '标出偏离规范的图层', '导出规范文档', '支持 WCAG 对比度检查'],
  },
  {
    name: '图标',
    slug: 'icon',
    names: ['图标库 IconHub', '线性图标助手', 'iconfont 同步', '图标一键描边', 'Emoji 图标集'],
    benefits: ['上万枚图标随搜随用', '图标风格统一不再费心', '设计与 iconfont 双向同步'],
    features: ['关键词与拼音搜索', '一键替换颜色与描边', '拖拽即可插入画布', '收藏常用图标'],
  },
  {
    name: '插画',
    slug: 'illu',
    names: ['插画素材库', '人物插画生成', '渐变背景生成器', '纹理与噪点', '等距插画助手'],
    benefits: ['几步生成风格统一的插画', '给画面加一点质感', '随时取用高质量插画素材'],
    features: ['多种插画风格可选', '配色跟随文档主题', '矢量输出可再编辑', '支持透明背景导出'],
  },
  {
    name: '数据可视化',
    slug: 'dataviz',
    names: ['图表生成器', '数据填充', '地图可视化', '甘特图助手', '仪表盘组件'],
    benefits: ['用真实数据快速画出图表', '告别手动画柱状图', '让数据设计稿更可信'],
    features: ['柱状图、折线图、饼图等 20+ 图表', '粘贴表格数据自动生成', '支持 CSV 导入', '样式与主题色联动'],
  },
  {
    name: '原型交互',
    slug: 'proto',
    names: ['交互动效预览', '流程连线', '页面跳转标注', '原型演示助手', '动效曲线编辑器'],
    benefits: ['在设计稿里直接预览交互', '把用户流程讲清楚', '动效参数一目了然'],
    features: ['自动连线页面跳转', '内置常用缓动曲线', '演示模式一键分享', '导出流程图'],
  },
  {
    name: '切图标注',
    slug: 'slice',
    names: ['一键切图', '自动标注', '多倍图导出', '开发交付助手', 'SVG 优化导出'],
    benefits: ['设计交付不再反复沟通', '切图导出一步到位', '标注自动生成、随稿更新'],
    features: ['@1x/@2x/@3x 同时导出', '自动标注间距与尺寸', '生成 CSS / Swift / Kotlin 代码片段', 'SVG 自动压缩'],
  },
  {
    name: 'AI 辅助',
    slug: 'ai',
    names: ['AI 文案填充', 'AI 配色', 'AI 生成图标', '智能抠图', 'AI 设计点评', 'AI 翻译'],
    benefits: ['让 AI 帮你完成繁琐的填充工作', '几秒钟得到多套配色方案', '设计灵感随叫随到'],
    features: ['根据上下文生成真实文案', '多语言一键翻译图层', '智能识别主体并抠图', '给出可执行的改进建议'],
  },
];

const PLUGIN_SUFFIX = ['Pro', 'Lite', 'Plus', '2.0', '助手', '工具箱', 'Max', 'Go'];
const PLUGIN_PREFIX = ['超级', '轻量', '极速', '开源', '小巧', '团队版'];

/** The n-th plugin name of a category: plain names first, then variants. */
export function pluginName(rng: Random, cata: PluginCata, n: number): string {
  if (n < cata.names.length) return cata.names[n]!;
  const base = rng.pick(cata.names);
  return spaced(rng.chance(0.5) ? `${base} ${rng.pick(PLUGIN_SUFFIX)}` : `${rng.pick(PLUGIN_PREFIX)}${base}`);
}

export function pluginDesc(rng: Random, cata: PluginCata, name: string): string {
  return `${name}：${rng.pick(cata.benefits)}。${rng.pick(['免费使用', '新手友好', '已服务上万名设计师', '持续更新中', '支持团队共享配置'])}。`;
}

/** Safe rich text: p, h3, ul/li, strong, img with relative paths; never scripts or handlers. */
export function pluginHtml(rng: Random, cata: PluginCata, rawName: string, shots: string[]): string {
  const name = escapeHtml(rawName);
  const features = rng.sample(cata.features, rng.int(3, cata.features.length));
  const parts = [
    `<h3>功能介绍</h3>`,
    `<p><strong>${name}</strong> ${rng.pick(cata.benefits)}。${rng.pick(['安装后在「插件」菜单中打开即可使用。', '适合个人设计师，也适合团队统一工作流。'])}</p>`,
    `<ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul>`,
    `<h3>使用方法</h3>`,
    `<p>1. 选中需要处理的图层或画板；2. 在插件面板中调整参数；3. 点击<strong>应用</strong>完成。</p>`,
  ];
  if (shots[0]) parts.push(`<p><img src="${shots[0]}" alt="${name} 截图"></p>`);
  parts.push(`<h3>更新日志</h3><ul><li>修复若干已知问题 &amp; 提升稳定性</li><li>${rng.pick(['新增深色模式', '支持批量操作', '优化大文件性能', '新增英文界面'])}</li></ul>`);
  return parts.join('');
}

/* -------------------------------------------------------------------------------------- activities */

export const COMMUNITY_ACTIVITY_TITLES = [
  '移动端 UI 设计挑战赛',
  '「数据之美」可视化设计大赛',
  '图标设计周 · 线性图标征集',
  '国潮插画创作大赛',
  'B 端设计系统案例征集',
  '夏日主题 Banner 设计赛',
  '无障碍设计挑战',
  '品牌焕新 Logo 设计大赛',
  '新能源汽车 HMI 界面设计赛',
  'AI 时代的界面设计征集',
  '校园设计新星计划',
  '公益海报创作季',
];

export const PLUGIN_ACTIVITY_TITLES = ['插件开发者大赛', '效率插件创意征集', 'AI 辅助插件黑客松', '设计规范插件挑战赛', '开源插件共建计划'];

export function activitySummary(rng: Random, title: string, kind: 'community' | 'plugin'): string {
  return kind === 'plugin'
    ? `${title}：${rng.pick(['用代码让设计更高效', '做一个你自己每天都想用的插件', '和上万名设计师一起用上你的作品'])}，优秀插件将获得官方推荐位与奖金。`
    : `${title}：${rng.pick(['用设计回应真实问题', '展示你的创意与专业', '让更多人看见你的作品'])}。提交你的原创作品，赢取奖金、证书与首页推荐。`;
}

export function activityRulesHtml(kind: 'community' | 'plugin', limit: number, phases: Array<{ name: string; start: string; end: string }>): string {
  const day = (iso: string): string => iso.slice(0, 10);
  return [
    `<h3>参赛要求</h3>`,
    `<ul><li>作品须为本人原创，未在其他比赛中获奖</li><li>每人最多提交 <strong>${limit}</strong> 件作品</li>`,
    kind === 'plugin' ? `<li>插件需可正常安装运行，并附使用说明</li></ul>` : `<li>作品需以社区资源形式发布，并包含至少一张预览图</li></ul>`,
    `<h3>评审标准</h3>`,
    `<p>创意（30%）、完成度（30%）、实用性（25%）&amp; 社区人气（15%）。</p>`,
    `<h3>时间安排</h3>`,
    `<ul>${phases.map((p) => `<li>${p.name}：${day(p.start)} 至 ${day(p.end)}</li>`).join('')}</ul>`,
    `<p>最终解释权归主办方所有。如有疑问，请联系 <strong>activity@example.com</strong>。</p>`,
  ].join('');
}

export const JUDGE_NAMES = ['周亦然', '沈清和', '顾北', '林知远', '苏念', '陈默', '许星河', '唐小棠', '韩冬', '叶青'];
export const JUDGE_TITLES = ['资深设计总监', '设计系统负责人', '知名插画师', '交互设计专家', '品牌顾问', '前端架构师', '用户体验研究员', '独立开发者'];

/* --------------------------------------------------------------------------------------- documents */

export const DOCUMENT_TITLES = ['首页改版 v3', '设计规范 2026', '登录注册流程', '活动页 Banner', '组件库整理', '数据看板草稿', '个人作品集', 'App 图标探索', '需求评审稿', '用户访谈整理', '营销落地页', '小程序首页', '移动端个人中心', '搜索体验优化'];
