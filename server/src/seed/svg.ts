import { hashString, Random } from './random';

/**
 * Generated images. The database stores relative paths like `gen/cover/r-123-mobile.svg`; the server
 * renders `/img/gen/:kind/:name.svg` on request from the kind and the name alone, so a seed of any
 * size writes no image files and nothing is downloaded. Same kind + name → same bytes.
 *
 * Names are `[a-z0-9-]{1,64}`. Optional hints inside the name (all produced by the seed):
 * - a category slug at the end (`r-12-mobile`, `r-12-2-dataviz`, `p-7-ai`) picks the motif;
 * - avatars `u-12-8bbe` end with the hex code point of the initial to draw (here 设).
 */

export const IMAGE_KINDS = {
  cover: { width: 800, height: 600 },
  preview: { width: 1600, height: 1200 },
  avatar: { width: 200, height: 200 },
  banner: { width: 1440, height: 240 },
  icon: { width: 256, height: 256 },
  shot: { width: 1280, height: 800 },
  activity: { width: 1280, height: 720 },
} as const;

export type ImageKind = keyof typeof IMAGE_KINDS;

const NAME_RE = /^[a-z0-9-]{1,64}$/;
const FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC',sans-serif`;

const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#6366F1', '#A855F7', '#F472B6'],
  ['#0EA5E9', '#22D3EE', '#FDE68A'],
  ['#F97316', '#FB7185', '#FEF3C7'],
  ['#10B981', '#0D9488', '#FDE047'],
  ['#1E293B', '#334155', '#38BDF8'],
  ['#F43F5E', '#F59E0B', '#FFF7ED'],
  ['#7C3AED', '#2563EB', '#67E8F9'],
  ['#0F172A', '#1E3A8A', '#F472B6'],
  ['#14B8A6', '#3B82F6', '#E0F2FE'],
  ['#EC4899', '#8B5CF6', '#FDF4FF'],
  ['#65A30D', '#15803D', '#FEF9C3'],
  ['#EA580C', '#B91C1C', '#FED7AA'],
];

const COVER_LABELS: Record<string, string> = {
  ui: 'UI KIT',
  icon: 'ICON SET',
  illu: 'ILLUSTRATION',
  mobile: 'MOBILE',
  web: 'WEB TEMPLATE',
  dataviz: 'DASHBOARD',
  brand: 'BRANDING',
  wire: 'WIREFRAME',
};

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

function paletteFor(rng: Random): readonly [string, string, string] {
  return rng.pick(PALETTES);
}

function open(width: number, height: number, viewW: number, viewH: number, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}" ` +
    `role="img" aria-label="${escapeXml(label)}">`
  );
}

function linear(id: string, from: string, to: string, angle: 'diag' | 'horiz' | 'vert' = 'diag'): string {
  const [x2, y2] = angle === 'diag' ? ['1', '1'] : angle === 'horiz' ? ['1', '0'] : ['0', '1'];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Soft translucent circles scattered over a background. */
function bubbles(rng: Random, width: number, height: number, count: number, color = '#FFFFFF'): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = rng.int(Math.round(height * 0.08), Math.round(height * 0.45));
    out += `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r}" fill="${color}" fill-opacity="${r1(0.06 + rng.next() * 0.12)}"/>`;
  }
  return out;
}

function text(x: number, y: number, size: number, content: string, opts: { fill?: string; weight?: number; anchor?: string; opacity?: number; spacing?: number } = {}): string {
  return (
    `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${size}" font-weight="${opts.weight ?? 600}" ` +
    `fill="${opts.fill ?? '#FFFFFF'}"${opts.anchor ? ` text-anchor="${opts.anchor}"` : ''}` +
    `${opts.opacity !== undefined ? ` fill-opacity="${opts.opacity}"` : ''}` +
    `${opts.spacing !== undefined ? ` letter-spacing="${opts.spacing}"` : ''}>${escapeXml(content)}</text>`
  );
}

/** Grey text-line placeholders inside mock screens. */
function lines(rng: Random, x: number, y: number, maxW: number, count: number, gap: number, color = '#CBD5E1'): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<rect x="${x}" y="${y + i * gap}" width="${rng.int(Math.round(maxW * 0.45), maxW)}" height="8" rx="4" fill="${color}"/>`;
  }
  return out;
}

/* ----------------------------------------------------------------------------- cover motifs (800x600) */

type Motif = (rng: Random, p: readonly [string, string, string], id: string) => string;

const MOTIFS: Record<string, Motif> = {
  ui(rng, p) {
    let s = `<rect x="150" y="105" width="500" height="330" rx="24" fill="#FFFFFF" fill-opacity="0.94"/>`;
    s += `<circle cx="196" cy="152" r="20" fill="${p[0]}"/>` + lines(rng, 228, 140, 160, 2, 16);
    s += `<rect x="176" y="196" width="448" height="110" rx="14" fill="${p[0]}" fill-opacity="0.12"/>`;
    s += lines(rng, 196, 218, 300, 3, 24, '#94A3B8');
    s += `<rect x="176" y="330" width="140" height="44" rx="22" fill="${p[0]}"/><rect x="330" y="330" width="140" height="44" rx="22" fill="none" stroke="${p[0]}" stroke-width="2"/>`;
    s += `<rect x="540" y="338" width="64" height="30" rx="15" fill="${p[1]}"/><circle cx="589" cy="353" r="11" fill="#FFFFFF"/>`;
    s += `<rect x="176" y="392" width="448" height="8" rx="4" fill="#E2E8F0"/><rect x="176" y="392" width="${rng.int(120, 420)}" height="8" rx="4" fill="${p[1]}"/>`;
    return s;
  },
  mobile(rng, p) {
    let s = `<g transform="rotate(-8 470 300)" opacity="0.45"><rect x="400" y="90" width="190" height="390" rx="30" fill="#FFFFFF"/></g>`;
    s += `<rect x="290" y="70" width="210" height="430" rx="34" fill="#0F172A"/><rect x="300" y="80" width="190" height="410" rx="26" fill="#FFFFFF"/>`;
    s += `<rect x="360" y="88" width="70" height="14" rx="7" fill="#0F172A"/>`;
    s += `<rect x="314" y="118" width="162" height="90" rx="14" fill="${p[0]}"/><circle cx="448" cy="146" r="16" fill="#FFFFFF" fill-opacity="0.5"/>`;
    for (let i = 0; i < 3; i++) {
      const y = 222 + i * 68;
      s += `<rect x="314" y="${y}" width="162" height="56" rx="12" fill="#F1F5F9"/><rect x="324" y="${y + 10}" width="36" height="36" rx="10" fill="${i === 1 ? p[1] : p[2]}"/>`;
      s += lines(rng, 370, y + 14, 90, 2, 16);
    }
    s += `<rect x="314" y="434" width="162" height="40" rx="20" fill="${p[1]}"/>`;
    return s;
  },
  web(rng, p) {
    let s = `<rect x="110" y="95" width="580" height="370" rx="18" fill="#FFFFFF" fill-opacity="0.96"/>`;
    s += `<rect x="110" y="95" width="580" height="38" rx="18" fill="#E2E8F0"/><rect x="110" y="118" width="580" height="15" fill="#E2E8F0"/>`;
    s += `<circle cx="136" cy="114" r="6" fill="#F87171"/><circle cx="156" cy="114" r="6" fill="#FBBF24"/><circle cx="176" cy="114" r="6" fill="#34D399"/>`;
    s += `<rect x="134" y="152" width="532" height="130" rx="12" fill="url(#hero)"/>`;
    s += `<rect x="158" y="186" width="220" height="18" rx="9" fill="#FFFFFF"/><rect x="158" y="216" width="160" height="10" rx="5" fill="#FFFFFF" fill-opacity="0.7"/>`;
    s += `<rect x="158" y="242" width="90" height="26" rx="13" fill="#FFFFFF"/>`;
    for (let i = 0; i < 3; i++) {
      const x = 134 + i * 180;
      s += `<rect x="${x}" y="300" width="172" height="140" rx="12" fill="#F8FAFC" stroke="#E2E8F0"/><rect x="${x + 14}" y="314" width="44" height="44" rx="10" fill="${i === 1 ? p[1] : p[0]}" fill-opacity="0.85"/>`;
      s += lines(rng, x + 14, 374, 130, 3, 18);
    }
    return s;
  },
  icon(rng, p) {
    let s = '';
    const glyphs = [
      (cx: number, cy: number, c: string) => `<circle cx="${cx}" cy="${cy}" r="20" fill="none" stroke="${c}" stroke-width="6"/>`,
      (cx: number, cy: number, c: string) => `<path d="M${cx} ${cy - 22} L${cx + 22} ${cy + 18} L${cx - 22} ${cy + 18} Z" fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round"/>`,
      (cx: number, cy: number, c: string) => `<rect x="${cx - 19}" y="${cy - 19}" width="38" height="38" rx="8" fill="none" stroke="${c}" stroke-width="6"/>`,
      (cx: number, cy: number, c: string) => `<path d="M${cx - 20} ${cy} H${cx + 20} M${cx} ${cy - 20} V${cy + 20}" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
      (cx: number, cy: number, c: string) => `<path d="M${cx - 22} ${cy + 4} L${cx - 6} ${cy + 18} L${cx + 22} ${cy - 16}" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
      (cx: number, cy: number, c: string) => `<path d="M${cx} ${cy + 20} C${cx - 30} ${cy} ${cx - 18} ${cy - 24} ${cx} ${cy - 10} C${cx + 18} ${cy - 24} ${cx + 30} ${cy} ${cx} ${cy + 20} Z" fill="${c}"/>`,
      (cx: number, cy: number, c: string) => `<circle cx="${cx}" cy="${cy}" r="22" fill="${c}" fill-opacity="0.25"/><circle cx="${cx}" cy="${cy}" r="10" fill="${c}"/>`,
    ];
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 4; col++) {
        const x = 170 + col * 120;
        const y = 105 + row * 120;
        s += `<rect x="${x}" y="${y}" width="96" height="96" rx="24" fill="#FFFFFF" fill-opacity="${row === 1 && col === 1 ? 1 : 0.9}"/>`;
        s += rng.pick(glyphs)(x + 48, y + 48, (row + col) % 3 === 0 ? p[1] : p[0]);
      }
    }
    return s;
  },
  illu(rng, p) {
    let s = `<circle cx="${rng.int(480, 620)}" cy="${rng.int(150, 220)}" r="70" fill="${p[2]}" fill-opacity="0.9"/>`;
    s += `<path d="M0 430 C150 ${rng.int(320, 380)} 300 ${rng.int(330, 400)} 430 400 C560 ${rng.int(360, 420)} 680 ${rng.int(330, 380)} 800 390 V600 H0 Z" fill="#FFFFFF" fill-opacity="0.35"/>`;
    s += `<path d="M0 490 C180 ${rng.int(420, 460)} 320 ${rng.int(470, 520)} 520 470 C650 ${rng.int(430, 470)} 720 ${rng.int(470, 500)} 800 480 V600 H0 Z" fill="#FFFFFF" fill-opacity="0.6"/>`;
    for (let i = 0; i < 3; i++) {
      const x = rng.int(80, 600);
      const y = rng.int(80, 230);
      s += `<g fill="#FFFFFF" fill-opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="46" ry="18"/><circle cx="${x - 14}" cy="${y - 10}" r="20"/><circle cx="${x + 14}" cy="${y - 14}" r="24"/></g>`;
    }
    s += `<g transform="translate(${rng.int(180, 420)} 300)"><rect x="0" y="40" width="18" height="80" rx="9" fill="#0F172A" fill-opacity="0.7"/><circle cx="9" cy="20" r="34" fill="${p[1]}"/><circle cx="9" cy="20" r="34" fill="#FFFFFF" fill-opacity="0.2"/></g>`;
    return s;
  },
  dataviz(rng, p) {
    let s = `<rect x="110" y="100" width="580" height="380" rx="20" fill="#0F172A" fill-opacity="0.88"/>`;
    s += lines(rng, 140, 128, 160, 1, 0, '#475569');
    const bars = 8;
    for (let i = 0; i < bars; i++) {
      const h = rng.int(40, 190);
      s += `<rect x="${150 + i * 36}" y="${400 - h}" width="22" height="${h}" rx="6" fill="${i % 3 === 0 ? p[2] : p[0]}"/>`;
    }
    const pts: string[] = [];
    for (let i = 0; i < bars; i++) pts.push(`${161 + i * 36},${rng.int(190, 330)}`);
    s += `<polyline points="${pts.join(' ')}" fill="none" stroke="${p[1]}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`;
    const share = rng.int(35, 85);
    const circ = 2 * Math.PI * 52;
    s += `<circle cx="565" cy="230" r="52" fill="none" stroke="#334155" stroke-width="18"/>`;
    s += `<circle cx="565" cy="230" r="52" fill="none" stroke="${p[2]}" stroke-width="18" stroke-dasharray="${r1((circ * share) / 100)} ${r1(circ)}" transform="rotate(-90 565 230)"/>`;
    s += text(565, 240, 26, `${share}%`, { anchor: 'middle' });
    s += lines(rng, 500, 320, 140, 4, 22, '#475569');
    s += `<line x1="140" y1="400" x2="440" y2="400" stroke="#475569" stroke-width="2"/>`;
    return s;
  },
  brand(rng, p, id) {
    const letter = String.fromCharCode(65 + (hashString(id) % 26));
    let s = `<circle cx="400" cy="250" r="120" fill="#FFFFFF"/><circle cx="400" cy="250" r="96" fill="${p[0]}"/>`;
    s += `<text x="400" y="250" font-family="Georgia,'Times New Roman',serif" font-size="120" font-weight="700" fill="#FFFFFF" text-anchor="middle" dominant-baseline="central">${letter}</text>`;
    const swatches = [p[0], p[1], p[2], '#0F172A', '#FFFFFF'];
    swatches.forEach((c, i) => {
      s += `<rect x="${250 + i * 64}" y="420" width="52" height="52" rx="12" fill="${c}" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="2"/>`;
    });
    s += `<rect x="${rng.int(120, 160)}" y="120" width="60" height="200" rx="30" fill="#FFFFFF" fill-opacity="0.18"/>`;
    return s;
  },
  wire(rng) {
    let s = `<rect x="130" y="90" width="540" height="400" rx="16" fill="#FFFFFF" fill-opacity="0.96"/>`;
    const box = (x: number, y: number, w: number, h: number): string =>
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#F8FAFC" stroke="#94A3B8" stroke-width="2" stroke-dasharray="6 5"/>` +
      `<path d="M${x} ${y} L${x + w} ${y + h} M${x + w} ${y} L${x} ${y + h}" stroke="#CBD5E1" stroke-width="2"/>`;
    s += `<rect x="156" y="112" width="488" height="30" fill="none" stroke="#94A3B8" stroke-width="2"/>`;
    s += box(156, 160, 300, 170) + lines(rng, 476, 170, 160, 6, 26, '#CBD5E1');
    s += box(156, 350, 148, 112) + box(326, 350, 148, 112) + box(496, 350, 148, 112);
    return s;
  },
};

const MOTIF_NAMES = Object.keys(MOTIFS);

function renderCover(name: string, width: number, height: number): string {
  const rng = new Random(`cover:${name}`);
  const slugMatch = /-([a-z]+)$/.exec(name);
  const slug = slugMatch && MOTIFS[slugMatch[1]!] ? slugMatch[1]! : rng.pick(MOTIF_NAMES);
  const p = paletteFor(rng);
  const number = /\d+/.exec(name)?.[0];
  const label = COVER_LABELS[slug] ?? 'DESIGN';
  let s = open(width, height, 800, 600, `${label} ${number ?? ''}`.trim());
  s += `<defs>${linear('bg', p[0], p[1])}${linear('hero', p[0], p[1], 'horiz')}</defs>`;
  s += `<rect width="800" height="600" fill="url(#bg)"/>`;
  s += bubbles(rng, 800, 600, 4);
  s += MOTIFS[slug]!(rng, p, name);
  s += `<rect x="32" y="532" width="${label.length * 15 + 40}" height="40" rx="20" fill="#0F172A" fill-opacity="0.35"/>`;
  s += text(52, 558, 18, label, { weight: 700, spacing: 2 });
  if (number) s += text(768, 560, 18, `No.${number}`, { anchor: 'end', opacity: 0.8, weight: 500 });
  return `${s}</svg>`;
}

/* ------------------------------------------------------------------------------------------ avatar */

/** The initial to draw: the code point hinted at the end of the name, else a letter from the hash. */
function avatarInitial(name: string): string {
  const m = /^[a-z]+-\d+-([0-9a-f]{2,5})$/.exec(name);
  if (m) {
    const cp = parseInt(m[1]!, 16);
    if ((cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x3400 && cp <= 0x9fff)) return String.fromCodePoint(cp);
    if (cp >= 0x61 && cp <= 0x7a) return String.fromCodePoint(cp - 32);
  }
  return String.fromCharCode(65 + (hashString(name) % 26));
}

function renderAvatar(name: string): string {
  const rng = new Random(`avatar:${name}`);
  const p = paletteFor(rng);
  const initial = avatarInitial(name);
  let s = open(200, 200, 200, 200, initial);
  s += `<defs>${linear('bg', p[0], p[1])}<clipPath id="c"><circle cx="100" cy="100" r="100"/></clipPath></defs>`;
  s += `<g clip-path="url(#c)"><rect width="200" height="200" fill="url(#bg)"/>`;
  s += `<circle cx="${rng.int(150, 190)}" cy="${rng.int(10, 50)}" r="${rng.int(40, 70)}" fill="#FFFFFF" fill-opacity="0.14"/></g>`;
  s += `<text x="100" y="104" font-family="${FONT}" font-size="88" font-weight="600" fill="#FFFFFF" text-anchor="middle" dominant-baseline="central">${escapeXml(initial)}</text>`;
  return `${s}</svg>`;
}

/* ----------------------------------------------------------------------------------- profile banner */

function renderBanner(name: string): string {
  const rng = new Random(`banner:${name}`);
  const p = paletteFor(rng);
  let s = open(1440, 240, 1440, 240, 'banner');
  s += `<defs>${linear('bg', p[0], p[1], 'horiz')}<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#FFFFFF" fill-opacity="0.25"/></pattern></defs>`;
  s += `<rect width="1440" height="240" fill="url(#bg)"/>`;
  s += bubbles(rng, 1440, 240, 5);
  s += `<rect x="${rng.int(900, 1150)}" y="20" width="260" height="200" fill="url(#dots)"/>`;
  const wave = (base: number, amp: number, opacity: number): string =>
    `<path d="M0 ${base} C240 ${base - amp} 480 ${base + amp} 720 ${base} C960 ${base - amp} 1200 ${base + amp} 1440 ${base} V240 H0 Z" fill="#FFFFFF" fill-opacity="${opacity}"/>`;
  s += wave(rng.int(160, 190), rng.int(20, 40), 0.12) + wave(rng.int(195, 215), rng.int(10, 25), 0.18);
  return `${s}</svg>`;
}

/* ------------------------------------------------------------------------------------- plugin icon */

const ICON_GLYPHS: Record<string, string> = {
  efficiency: `<path d="M142 40 L72 138 H122 L108 216 L184 112 H134 Z" fill="#FFFFFF" stroke="#FFFFFF" stroke-width="8" stroke-linejoin="round"/>`,
  spec: `<rect x="52" y="98" width="152" height="60" rx="10" fill="none" stroke="#FFFFFF" stroke-width="12"/><path d="M84 98 V126 M112 98 V136 M140 98 V126 M168 98 V136" stroke="#FFFFFF" stroke-width="10" stroke-linecap="round"/>`,
  icon: `<rect x="60" y="60" width="56" height="56" rx="14" fill="#FFFFFF"/><circle cx="168" cy="88" r="28" fill="#FFFFFF" fill-opacity="0.8"/><path d="M88 144 L120 196 H56 Z" fill="#FFFFFF" fill-opacity="0.8"/><rect x="140" y="140" width="56" height="56" rx="28" fill="#FFFFFF"/>`,
  illu: `<path d="M60 196 C60 150 100 140 120 160 L186 70 C194 60 210 72 202 82 L138 176 C152 200 130 226 98 218 C80 214 70 206 60 196 Z" fill="#FFFFFF"/>`,
  dataviz: `<rect x="58" y="128" width="36" height="72" rx="8" fill="#FFFFFF" fill-opacity="0.75"/><rect x="110" y="84" width="36" height="116" rx="8" fill="#FFFFFF"/><rect x="162" y="56" width="36" height="144" rx="8" fill="#FFFFFF" fill-opacity="0.9"/>`,
  proto: `<path d="M76 52 L188 140 L136 148 L164 206 L140 216 L112 158 L76 194 Z" fill="#FFFFFF" stroke="#FFFFFF" stroke-width="6" stroke-linejoin="round"/>`,
  slice: `<path d="M84 44 V172 H212 M44 84 H172 V212" fill="none" stroke="#FFFFFF" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
  ai: `<path d="M112 40 C120 96 136 112 192 120 C136 128 120 144 112 200 C104 144 88 128 32 120 C88 112 104 96 112 40 Z" fill="#FFFFFF"/><path d="M186 150 C189 172 196 179 218 182 C196 185 189 192 186 214 C183 192 176 185 154 182 C176 179 183 172 186 150 Z" fill="#FFFFFF" fill-opacity="0.8"/>`,
};

function renderIcon(name: string): string {
  const rng = new Random(`icon:${name}`);
  const slugMatch = /-([a-z]+)$/.exec(name);
  const glyphNames = Object.keys(ICON_GLYPHS);
  const slug = slugMatch && ICON_GLYPHS[slugMatch[1]!] ? slugMatch[1]! : rng.pick(glyphNames);
  const p = paletteFor(rng);
  let s = open(256, 256, 256, 256, 'plugin icon');
  s += `<defs>${linear('bg', p[0], p[1])}</defs>`;
  s += `<rect width="256" height="256" rx="56" fill="url(#bg)"/>`;
  s += `<circle cx="${rng.int(180, 240)}" cy="${rng.int(10, 60)}" r="${rng.int(50, 80)}" fill="#FFFFFF" fill-opacity="0.12"/>`;
  s += ICON_GLYPHS[slug]!;
  return `${s}</svg>`;
}

/* ------------------------------------------------------------------------------ plugin screenshot */

function renderShot(name: string): string {
  const rng = new Random(`shot:${name}`);
  const p = paletteFor(rng);
  let s = open(1280, 800, 1280, 800, 'plugin screenshot');
  s += `<defs>${linear('bg', p[0], p[1])}</defs>`;
  s += `<rect width="1280" height="800" fill="#F1F5F9"/>`;
  s += `<rect width="1280" height="52" fill="#1E293B"/>`;
  for (let i = 0; i < 6; i++) s += `<rect x="${20 + i * 44}" y="14" width="24" height="24" rx="6" fill="#475569"/>`;
  s += `<rect x="1160" y="12" width="100" height="28" rx="8" fill="${p[0]}"/>`;
  s += `<rect x="0" y="52" width="240" height="748" fill="#FFFFFF"/>` + lines(rng, 24, 84, 170, 14, 34, '#E2E8F0');
  s += `<rect x="1040" y="52" width="240" height="748" fill="#FFFFFF"/>` + lines(rng, 1064, 84, 170, 10, 34, '#E2E8F0');
  const artX = rng.int(290, 340);
  s += `<rect x="${artX}" y="110" width="${rng.int(300, 380)}" height="560" rx="6" fill="#FFFFFF" stroke="#E2E8F0"/>`;
  s += `<rect x="${artX + 20}" y="130" width="260" height="120" rx="10" fill="url(#bg)" fill-opacity="0.8"/>` + lines(rng, artX + 20, 280, 260, 8, 28);
  // The plugin's floating panel.
  const px = rng.int(620, 680);
  s += `<rect x="${px + 6}" y="156" width="340" height="470" rx="14" fill="#0F172A" fill-opacity="0.12"/>`;
  s += `<rect x="${px}" y="150" width="340" height="470" rx="14" fill="#FFFFFF"/>`;
  s += `<path d="M${px} 164 Q${px} 150 ${px + 14} 150 H${px + 326} Q${px + 340} 150 ${px + 340} 164 V204 H${px} Z" fill="url(#bg)"/>`;
  s += `<rect x="${px + 20}" y="170" width="120" height="14" rx="7" fill="#FFFFFF"/>`;
  for (let i = 0; i < 5; i++) {
    const y = 226 + i * 62;
    s += `<rect x="${px + 20}" y="${y}" width="300" height="48" rx="10" fill="#F8FAFC" stroke="#E2E8F0"/>`;
    s += `<rect x="${px + 32}" y="${y + 10}" width="28" height="28" rx="8" fill="${i % 2 ? p[1] : p[0]}" fill-opacity="0.85"/>`;
    s += lines(rng, px + 72, y + 20, 200, 1, 0);
  }
  s += `<rect x="${px + 20}" y="556" width="300" height="44" rx="10" fill="${p[0]}"/><rect x="${px + 130}" y="573" width="80" height="10" rx="5" fill="#FFFFFF"/>`;
  return `${s}</svg>`;
}

/* ------------------------------------------------------------------------------- activity poster */

function renderActivity(name: string): string {
  const rng = new Random(`activity:${name}`);
  const isPlugin = /-plugin$/.test(name);
  const p = paletteFor(rng);
  const latin = isPlugin ? rng.pick(['PLUGIN HACKATHON', 'BUILD WITH US', 'PLUGIN JAM']) : rng.pick(['DESIGN CHALLENGE', 'CREATIVE CONTEST', 'OPEN CALL']);
  const zh = isPlugin ? rng.pick(['插件开发者大赛', '插件创意征集']) : rng.pick(['设计挑战赛', '创作大赛', '作品征集']);
  let s = open(1280, 720, 1280, 720, `${zh} ${latin}`);
  s += `<defs>${linear('bg', p[0], p[1])}<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p[2]}" stop-opacity="0.55"/><stop offset="1" stop-color="${p[2]}" stop-opacity="0"/></radialGradient></defs>`;
  s += `<rect width="1280" height="720" fill="url(#bg)"/>`;
  const cx = rng.int(860, 1000);
  const cy = rng.int(300, 420);
  s += `<circle cx="${cx}" cy="${cy}" r="360" fill="url(#glow)"/>`;
  for (let i = 0; i < 4; i++) s += `<circle cx="${cx}" cy="${cy}" r="${90 + i * 70}" fill="none" stroke="#FFFFFF" stroke-opacity="${r1(0.35 - i * 0.07)}" stroke-width="2"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="70" fill="#FFFFFF" fill-opacity="0.92"/>`;
  s += `<path d="M${cx - 28} ${cy - 26} H${cx + 28} V${cy - 2} C${cx + 28} ${cy + 18} ${cx - 28} ${cy + 18} ${cx - 28} ${cy - 2} Z M${cx - 8} ${cy + 14} H${cx + 8} V${cy + 28} H${cx - 8} Z M${cx - 20} ${cy + 28} H${cx + 20} V${cy + 36} H${cx - 20} Z" fill="${p[0]}"/>`;
  for (let i = 0; i < 14; i++) {
    const x = rng.int(40, 1240);
    const y = rng.int(30, 690);
    s += `<rect x="${x}" y="${y}" width="${rng.int(8, 18)}" height="${rng.int(4, 8)}" rx="2" fill="${rng.pick([p[2], '#FFFFFF'])}" fill-opacity="0.8" transform="rotate(${rng.int(0, 180)} ${x} ${y})"/>`;
  }
  s += text(96, 300, 36, latin, { weight: 800, spacing: 6, opacity: 0.75 });
  s += text(96, 392, 84, zh, { weight: 800 });
  s += `<rect x="96" y="440" width="120" height="8" rx="4" fill="${p[2]}"/>`;
  return `${s}</svg>`;
}

/* ------------------------------------------------------------------------------------ entry point */

/** The SVG for `gen/<kind>/<name>.svg`, or null when the kind or name is not one we generate. */
export function renderGeneratedImage(kind: string, name: string): string | null {
  if (!Object.prototype.hasOwnProperty.call(IMAGE_KINDS, kind) || !NAME_RE.test(name)) return null;
  switch (kind as ImageKind) {
    case 'cover':
      return renderCover(name, 800, 600);
    case 'preview':
      return renderCover(name, 1600, 1200);
    case 'avatar':
      return renderAvatar(name);
    case 'banner':
      return renderBanner(name);
    case 'icon':
      return renderIcon(name);
    case 'shot':
      return renderShot(name);
    case 'activity':
      return renderActivity(name);
  }
}

/** `gen/<kind>/<name>.svg`, checking the name is renderable (a seed bug shows up at once). */
export function imagePath(kind: ImageKind, name: string): string {
  if (!NAME_RE.test(name)) throw new Error(`not a renderable image name: ${name}`);
  return `gen/${kind}/${name}.svg`;
}

/** Avatar name carrying the initial of a display name: `u-12-8bbe` draws 设. */
export function avatarName(prefix: string, id: number, displayName: string): string {
  const first = displayName.trim().codePointAt(0) ?? 65;
  return `${prefix}-${id}-${first.toString(16)}`;
}

/* ----------------------------------------------------------------------------- CMS banner (1440x360) */

/** A promotional banner for the CMS feed: gradient, shapes and a Chinese headline. */
export function renderCmsBanner(input: { title: string; subtitle: string; cta: string; seed: string }): string {
  const rng = new Random(`cms:${input.seed}`);
  const p = paletteFor(rng);
  let s = open(1440, 360, 1440, 360, input.title);
  s += `<defs>${linear('bg', p[0], p[1], 'horiz')}<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p[2]}" stop-opacity="0.6"/><stop offset="1" stop-color="${p[2]}" stop-opacity="0"/></radialGradient></defs>`;
  s += `<rect width="1440" height="360" fill="url(#bg)"/>`;
  s += `<circle cx="1160" cy="180" r="300" fill="url(#glow)"/>`;
  s += bubbles(rng, 1440, 360, 5);
  // A tilted card stack on the right, like product shots.
  for (let i = 0; i < 3; i++) {
    const x = 1000 + i * 70;
    const y = 70 + i * 24;
    s += `<g transform="rotate(${-8 + i * 6} ${x + 120} ${y + 90})"><rect x="${x}" y="${y}" width="240" height="180" rx="18" fill="#FFFFFF" fill-opacity="${r1(0.55 + i * 0.2)}"/>`;
    s += `<rect x="${x + 20}" y="${y + 20}" width="200" height="80" rx="10" fill="${i === 2 ? p[0] : p[1]}" fill-opacity="0.7"/>`;
    s += `<rect x="${x + 20}" y="${y + 116}" width="140" height="10" rx="5" fill="#CBD5E1"/><rect x="${x + 20}" y="${y + 138}" width="100" height="10" rx="5" fill="#E2E8F0"/></g>`;
  }
  // Fit the headline left of the card stack: CJK glyphs are 1 em wide, Latin about 0.6 em.
  const ems = [...input.title].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0x2e80 ? 1 : 0.6), 0);
  s += text(96, 150, Math.max(28, Math.min(52, Math.floor(860 / Math.max(1, ems)))), input.title, { weight: 800 });
  s += text(96, 206, 26, input.subtitle, { weight: 400, opacity: 0.88 });
  const ctaWidth = [...input.cta].length * 22 + 56;
  s += `<rect x="96" y="244" width="${ctaWidth}" height="52" rx="26" fill="#FFFFFF"/>`;
  s += text(96 + ctaWidth / 2, 278, 22, input.cta, { fill: p[0], anchor: 'middle', weight: 700 });
  return `${s}</svg>`;
}
