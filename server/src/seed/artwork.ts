/**
 * The demo artwork, drawn as SVG and rasterised by sharp (librsvg). Everything is shapes and
 * gradients: no external image, and no <text>, whose look would depend on the installed fonts.
 * Course images share one backdrop and palette; each category has its own illustration, and a
 * variant number reshuffles the details so two courses of a category do not look identical.
 */
import sharp from 'sharp';
import type { Category } from '../../../shared/domain/index.ts';

export const COURSE_IMAGE = { width: 1200, height: 675 } as const;
export const PORTRAIT_SIZE = 480;

const C = {
  night: '#071a30',
  navy: '#0a2540',
  ink: '#12355b',
  primary: '#0f4c81',
  blue: '#1d6fa5',
  sky: '#7cc4f2',
  teal: '#0e7c86',
  mint: '#5eead4',
  amber: '#f59e0b',
  amberSoft: '#fcd34d',
  amberDeep: '#b45309',
  coral: '#fb7185',
  paper: '#ffffff',
  mist: '#eef4fa',
  line: '#dbe5f0',
  muted: '#a9bccf',
} as const;

// ---------------------------------------------------------------------------------------------
// SVG building blocks

type Attrs = Record<string, string | number | undefined>;

const attrs = (values: Attrs) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');

const el = (tag: string, values: Attrs, children = '') =>
  children ? `<${tag}${attrs(values)}>${children}</${tag}>` : `<${tag}${attrs(values)}/>`;

const rect = (x: number, y: number, width: number, height: number, rx: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, rx, fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
const shape = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
const line = (d: string, stroke: string, width: number, extra: Attrs = {}) =>
  el('path', {
    d,
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
const group = (children: string, extra: Attrs = {}) => el('g', extra, children);
/** A rounded bar: the stand-in for a line of text or of code. */
const pill = (x: number, y: number, width: number, fill: string, height = 12, extra: Attrs = {}) =>
  rect(x, y, width, height, height / 2, fill, extra);
/** A white panel lifted off the backdrop by a soft shadow. */
const card = (x: number, y: number, width: number, height: number, fill: string = C.paper, rx = 22) =>
  rect(x, y, width, height, rx, fill, { filter: 'url(#lift)' });
/** A four-pointed twinkle. */
const sparkle = (x: number, y: number, size: number, fill: string, opacity = 0.9) =>
  shape(
    `M${x} ${y - size}Q${x} ${y} ${x + size} ${y}Q${x} ${y} ${x} ${y + size}Q${x} ${y} ${x - size} ${y}Q${x} ${y} ${x} ${y - size}Z`,
    fill,
    { 'fill-opacity': opacity },
  );

const linear = (id: string, from: string, to: string, [x1, y1, x2, y2]: readonly number[] = [0, 0, 0, 1]) =>
  el(
    'linearGradient',
    { id, x1, y1, x2, y2 },
    el('stop', { offset: 0, 'stop-color': from }) + el('stop', { offset: 1, 'stop-color': to }),
  );
const glow = (id: string, color: string, opacity: number) =>
  el(
    'radialGradient',
    { id },
    el('stop', { offset: 0, 'stop-color': color, 'stop-opacity': opacity }) +
      el('stop', { offset: 1, 'stop-color': color, 'stop-opacity': 0 }),
  );
const dropShadow = (id: string, dy: number, blur: number, opacity: number) =>
  el(
    'filter',
    { id, x: '-30%', y: '-30%', width: '160%', height: '170%' },
    el('feDropShadow', { dx: 0, dy, stdDeviation: blur, 'flood-color': C.night, 'flood-opacity': opacity }),
  );

const svgDocument = (width: number, height: number, defs: string[], body: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<defs>${defs.join('')}</defs>${body.join('')}</svg>`;

type Random = () => number;

/** A small deterministic generator (mulberry32), so the same course always gets the same picture. */
function seededRandom(seed: string): Random {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, min: number, max: number) => Math.round(min + random() * (max - min));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

// ---------------------------------------------------------------------------------------------
// Course illustrations, one per category, drawn on the 1200x675 canvas

interface Kit {
  random: Random;
  /** The second colour of the illustration; it alternates between the variants of a category. */
  second: string;
}

/** Rows of pills standing for text, of random widths within `[min, max]`. */
const textLines = (
  kit: Kit,
  x: number,
  y: number,
  rows: number,
  [min, max]: readonly [number, number],
  fill: string,
  gap = 24,
  height = 10,
  extra: Attrs = {},
) =>
  Array.from({ length: rows }, (_, row) =>
    pill(x, y + row * gap, between(kit.random, min, max), fill, height, extra),
  ).join('');

function computing(kit: Kit): string {
  const tokens = [C.primary, kit.second, C.amber, C.muted, C.blue];
  const indents = [0, 1, 2, 2, 3, 2, 1, 2, 0];
  const code = indents
    .map((indent, row) => {
      const y = 222 + row * 32;
      let x = 412 + indent * 30;
      let segments = pill(352, y, 16, C.line, 10);
      for (let count = between(kit.random, 1, 3); count > 0 && x < 820; count -= 1) {
        const width = between(kit.random, 40, 130);
        segments += pill(x, y, width, pick(kit.random, tokens), 10);
        x += width + 12;
      }
      return segments;
    })
    .join('');
  const activeRow = between(kit.random, 2, 6);
  return [
    card(330, 140, 580, 390),
    shape('M330 162a22 22 0 0 1 22-22h536a22 22 0 0 1 22 22v34H330z', C.mist),
    circle(360, 168, 7, C.coral),
    circle(384, 168, 7, C.amber),
    circle(408, 168, 7, '#34d399'),
    pill(452, 159, 170, C.paper, 18),
    rect(330, 212 + activeRow * 32, 580, 30, 0, C.amber, { 'fill-opacity': 0.1 }),
    code,
    // A terminal in front of the editor.
    card(730, 360, 330, 200, C.navy, 18),
    circle(756, 384, 5, C.coral, { 'fill-opacity': 0.8 }),
    circle(774, 384, 5, C.amber, { 'fill-opacity': 0.8 }),
    circle(792, 384, 5, '#34d399', { 'fill-opacity': 0.8 }),
    line('M760 420l14 12-14 12', C.mint, 5),
    pill(788, 427, between(kit.random, 110, 200), C.paper, 10, { 'fill-opacity': 0.75 }),
    line('M760 468l14 12-14 12', C.mint, 5),
    pill(788, 475, between(kit.random, 60, 140), kit.second === C.teal ? C.mint : C.amberSoft, 10),
    rect(788, 512, 14, 22, 2, C.amber),
    // The </> badge.
    circle(306, 196, 76, 'url(#accent)', { filter: 'url(#lift)' }),
    line('M290 166l-32 30 32 30M322 166l32 30-32 30M316 156l-20 80', C.paper, 12),
    sparkle(1000, 180, 16, C.amberSoft),
    sparkle(210, 470, 11, C.paper, 0.6),
  ].join('');
}

function marketing(kit: Kit): string {
  const left = 430;
  const right = 910;
  const points = Array.from({ length: 7 }, (_, index) => {
    const x = left + (index * (right - left)) / 6;
    const y = 450 - index * 30 - between(kit.random, -22, 22);
    return [x, y] as const;
  });
  const polyline = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join('');
  const [lastX, lastY] = points[points.length - 1]!;
  const share = between(kit.random, 120, 170);
  return [
    card(390, 130, 560, 390),
    pill(424, 162, 160, C.primary, 14),
    pill(424, 188, 96, C.line, 10),
    rect(788, 160, 128, 38, 19, C.amber, { 'fill-opacity': 0.16 }),
    line('M806 186l10-10 10 10', C.amberDeep, 4),
    pill(836, 174, 62, C.amberDeep, 10),
    ...[250, 320, 390, 460].map((y) => line(`M${left} ${y}H${right}`, C.line, 2, { 'stroke-dasharray': '6 10' })),
    shape(`${polyline}L${right} 480L${left} 480Z`, 'url(#area)'),
    line(polyline, C.primary, 6),
    ...points.slice(0, -1).map(([x, y]) => circle(x, y, 7, C.paper, { stroke: C.primary, 'stroke-width': 4 })),
    circle(lastX, lastY, 22, C.amber, { 'fill-opacity': 0.25 }),
    circle(lastX, lastY, 10, C.amber, { stroke: C.paper, 'stroke-width': 4 }),
    // A share-of-voice donut pinned to the corner.
    circle(958, 142, 64, C.paper, { filter: 'url(#lift)' }),
    circle(958, 142, 38, 'none', { stroke: C.line, 'stroke-width': 16 }),
    circle(958, 142, 38, 'none', {
      stroke: kit.second,
      'stroke-width': 16,
      'stroke-dasharray': `${share} 239`,
      transform: 'rotate(-90 958 142)',
    }),
    circle(958, 142, 38, 'none', {
      stroke: C.amber,
      'stroke-width': 16,
      'stroke-dasharray': `48 239`,
      'stroke-dashoffset': -share - 6,
      transform: 'rotate(-90 958 142)',
    }),
    // The megaphone, calling out towards the chart.
    group(
      [
        rect(-8, 26, 28, 78, 12, C.navy, { transform: 'rotate(14)' }),
        rect(-62, -38, 74, 76, 16, 'url(#brand)'),
        shape('M0-38L160-104Q182 0 160 104L0 38Z', 'url(#accent)'),
        shape('M40-54L64-64V64L40 54Z', C.amberDeep, { 'fill-opacity': 0.35 }),
        ellipse(162, 0, 24, 104, C.amberSoft),
        ellipse(166, 0, 12, 80, C.amberDeep, { 'fill-opacity': 0.35 }),
        line('M214-46q26 46 0 92', C.amberSoft, 10),
        line('M246-84q46 84 0 168', C.amberSoft, 10, { 'stroke-opacity': 0.7 }),
        line('M278-120q64 120 0 240', C.amberSoft, 10, { 'stroke-opacity': 0.4 }),
      ].join(''),
      { transform: 'translate(240 420) rotate(-16)', filter: 'url(#lift)' },
    ),
    sparkle(1040, 470, 14, C.amberSoft),
    sparkle(330, 170, 10, C.paper, 0.6),
  ].join('');
}

function design(kit: Kit): string {
  const swatches = [C.amber, C.coral, kit.second, C.primary];
  const tools = [0, 1, 2, 3, 4]
    .map((index) => rect(424, 168 + index * 46, 30, 30, 8, index === 1 ? C.primary : C.mist))
    .join('');
  const offset = between(kit.random, -20, 20);
  return [
    card(400, 126, 500, 400),
    rect(400, 126, 70, 400, 22, C.mist, { 'fill-opacity': 0.6 }),
    tools,
    circle(600 + offset, 300, 92, C.amber, { 'fill-opacity': 0.95 }),
    rect(640, 254, 170, 170, 30, 'url(#brand)', { 'fill-opacity': 0.92 }),
    shape(`M${720 - offset} 170L${810 - offset} 330H${630 - offset}Z`, kit.second, { 'fill-opacity': 0.85 }),
    // The selection frame around the square.
    rect(628, 242, 194, 194, 4, 'none', { stroke: C.sky, 'stroke-width': 3, 'stroke-dasharray': '10 8' }),
    ...[
      [628, 242],
      [822, 242],
      [628, 436],
      [822, 436],
    ].map(([x, y]) => rect(x! - 8, y! - 8, 16, 16, 3, C.paper, { stroke: C.blue, 'stroke-width': 3 })),
    // A pen-tool curve with its handles.
    line('M500 470C560 380 650 520 770 450', C.navy, 5),
    line('M500 470L548 398M770 450L836 410', C.blue, 3),
    circle(548, 398, 8, C.paper, { stroke: C.blue, 'stroke-width': 3 }),
    circle(836, 410, 8, C.paper, { stroke: C.blue, 'stroke-width': 3 }),
    rect(490, 460, 20, 20, 3, C.paper, { stroke: C.navy, 'stroke-width': 4 }),
    rect(760, 440, 20, 20, 3, C.paper, { stroke: C.navy, 'stroke-width': 4 }),
    // A painter's palette and brush in front.
    group(
      [
        shape(
          'M-118-6C-118-84-30-104 38-92C106-80 132-30 122 14C112 56 66 50 46 62C24 76 50 104 14 106C-64 108-118 62-118-6ZM-52 46a20 20 0 1 0 0.1 0Z',
          '#fff8ec',
          { 'fill-rule': 'evenodd' },
        ),
        circle(-66, -34, 17, C.amber),
        circle(-14, -62, 17, C.coral),
        circle(44, -58, 17, kit.second),
        circle(86, -14, 17, C.primary),
        group(
          [
            rect(-8, -150, 16, 120, 8, C.amberDeep),
            rect(-10, -34, 20, 24, 3, C.muted),
            shape('M-10-10H10L0 30Z', C.navy),
          ].join(''),
          { transform: 'translate(40 20) rotate(38)' },
        ),
      ].join(''),
      { transform: 'translate(286 440)', filter: 'url(#lift)' },
    ),
    ...swatches.map((color, index) =>
      rect(936, 170 + index * 74, 58, 58, 14, color, { stroke: C.paper, 'stroke-width': 5, filter: 'url(#lift)' }),
    ),
    sparkle(340, 190, 14, C.amberSoft),
  ].join('');
}

function business(kit: Kit): string {
  const heights = [0, 1, 2, 3, 4].map((index) => 90 + index * 42 + between(kit.random, -14, 14));
  const bars = heights
    .map((height, index) => {
      const x = 480 + index * 84;
      return rect(x, 470 - height, 56, height, 10, index === heights.length - 1 ? 'url(#accent)' : 'url(#brand)');
    })
    .join('');
  const tops = heights.map((height, index) => [508 + index * 84, 440 - height] as const);
  const trend = tops.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join('');
  // The arrowhead points along the last stretch of the trend.
  const [[fromX, fromY], [toX, toY]] = [tops[tops.length - 2]!, tops[tops.length - 1]!];
  const length = Math.hypot(toX - fromX, toY - fromY);
  const [dx, dy] = [(toX - fromX) / length, (toY - fromY) / length];
  const arrow = [
    [toX + dx * 22, toY + dy * 22],
    [toX - dy * 13, toY + dx * 13],
    [toX + dy * 13, toY - dx * 13],
  ]
    .map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x!.toFixed(1)} ${y!.toFixed(1)}`)
    .join('');
  return [
    card(430, 120, 520, 400),
    pill(466, 152, 150, C.primary, 14),
    pill(466, 178, 90, C.line, 10),
    line('M466 472H914', C.line, 3),
    bars,
    line(trend, kit.second, 5, { 'stroke-dasharray': '2 14' }),
    shape(`${arrow}Z`, kit.second, { stroke: kit.second, 'stroke-width': 4, 'stroke-linejoin': 'round' }),
    // The briefcase.
    group(
      [
        line('M-44-86v-18a16 16 0 0 1 16-16h56a16 16 0 0 1 16 16v18', C.navy, 14),
        rect(-120, -86, 240, 170, 24, 'url(#accent)'),
        rect(-120, -40, 240, 14, 0, C.amberDeep, { 'fill-opacity': 0.45 }),
        rect(-18, -48, 36, 32, 8, '#fff8ec'),
        rect(-8, -38, 16, 10, 3, C.amberDeep),
      ].join(''),
      { transform: 'translate(330 470)', filter: 'url(#lift)' },
    ),
    // A stack of coins.
    group(
      [0, 1, 2, 3]
        .map((index) =>
          ellipse(0, -index * 18, 46, 16, index === 3 ? C.amberSoft : C.amber, {
            stroke: C.amberDeep,
            'stroke-width': 3,
          }),
        )
        .join(''),
      { transform: 'translate(990 520)', filter: 'url(#lift)' },
    ),
    sparkle(1010, 150, 15, C.amberSoft),
    sparkle(270, 200, 10, C.paper, 0.6),
  ].join('');
}

function growth(kit: Kit): string {
  const summitX = 800 + between(kit.random, -30, 30);
  return [
    circle(980, 170, 150, 'url(#glowWarm)'),
    circle(980, 170, 64, 'url(#accent)'),
    shape('M0 470C220 380 420 430 600 360C800 290 980 330 1200 250V675H0Z', C.teal, { 'fill-opacity': 0.45 }),
    // The mountain and its summit flag.
    shape(`M520 560L${summitX} 220L1090 560Z`, '#d6e6f5'),
    shape(`M${summitX} 220L1090 560H${summitX + 60}Z`, '#b3cde6'),
    shape(
      `M${summitX} 220L${summitX - 56} 288L${summitX - 24} 278L${summitX} 300L${summitX + 26} 276L${summitX + 50} 282Z`,
      C.paper,
    ),
    line(`M${summitX} 222V140`, C.navy, 5),
    shape(
      `M${summitX} 142C${summitX + 26} 130 ${summitX + 40} 160 ${summitX + 72} 148V184C${summitX + 40} 196 ${summitX + 26} 166 ${summitX} 178Z`,
      C.amber,
    ),
    shape('M0 560C180 500 360 540 560 500C760 460 960 520 1200 470V675H0Z', kit.second),
    shape('M0 620C240 570 520 610 760 580C940 560 1080 590 1200 570V675H0Z', C.navy, { 'fill-opacity': 0.55 }),
    // The trail from the foreground to the top.
    line(
      `M150 675C300 590 500 640 600 560C680 500 700 440 ${summitX - 70} 380C${summitX - 30} 340 ${summitX - 20} 280 ${summitX} 236`,
      C.amberSoft,
      7,
      { 'stroke-dasharray': '1 20' },
    ),
    ...[
      [600, 560],
      [summitX - 70, 380],
    ].map(([x, y]) => circle(x!, y!, 12, C.amber, { stroke: C.paper, 'stroke-width': 4 })),
    // A sprouting plant in the foreground.
    group(
      [
        shape('M-46 0H46L34 70H-34Z', C.amberDeep),
        rect(-54, -12, 108, 20, 8, C.amber),
        line('M0-12C0-60-4-90 6-140', '#166c55', 7),
        shape('M2-70C-40-70-70-100-74-136C-30-134 0-110 2-70Z', '#34d399'),
        shape('M4-100C40-96 70-124 74-160C34-160 6-140 4-100Z', C.mint),
        shape('M6-138C-10-160-6-186 14-200C30-182 26-156 6-138Z', '#34d399'),
      ].join(''),
      { transform: 'translate(260 580)', filter: 'url(#lift)' },
    ),
    sparkle(420, 150, 16, C.amberSoft),
    sparkle(620, 230, 9, C.paper, 0.7),
    sparkle(160, 280, 12, C.paper, 0.5),
  ].join('');
}

function languages(kit: Kit): string {
  const bubble = (x: number, y: number, width: number, height: number, fill: string, tail: 'left' | 'right') => {
    const tailPath =
      tail === 'left'
        ? `M${x + 48} ${y + height - 10}l-22 62 78-62z`
        : `M${x + width - 48} ${y + height - 10}l22 62-78-62z`;
    return group(rect(x, y, width, height, 40, fill) + shape(tailPath, fill), { filter: 'url(#lift)' });
  };
  return [
    // A globe of meridians and parallels behind the conversation.
    group(
      [
        circle(600, 330, 250, 'none'),
        ellipse(600, 330, 130, 250, 'none'),
        ellipse(600, 330, 50, 250, 'none'),
        ellipse(600, 330, 250, 90, 'none'),
        line('M350 330H850M380 210H820M380 450H820', C.paper, 3),
      ].join(''),
      { stroke: C.paper, 'stroke-opacity': 0.14, 'stroke-width': 3, fill: 'none' },
    ),
    bubble(300, 150, 420, 210, C.paper, 'left'),
    circle(364, 214, 30, 'url(#accent)'),
    pill(414, 200, 200, C.primary, 14),
    pill(414, 226, 120, C.line, 10),
    textLines(kit, 340, 272, 3, [220, 340], C.line, 24, 12),
    bubble(560, 320, 380, 180, kit.second, 'right'),
    textLines(kit, 600, 362, 3, [170, 300], C.paper, 28, 14, { 'fill-opacity': 0.85 }),
    bubble(820, 150, 170, 92, C.amber, 'left'),
    circle(868, 196, 11, C.paper),
    circle(905, 196, 11, C.paper, { 'fill-opacity': 0.8 }),
    circle(942, 196, 11, C.paper, { 'fill-opacity': 0.6 }),
    circle(258, 470, 34, C.amberSoft, { filter: 'url(#lift)' }),
    circle(258, 462, 13, C.amberDeep, { 'fill-opacity': 0.6 }),
    shape('M236 494a22 18 0 0 1 44 0z', C.amberDeep, { 'fill-opacity': 0.6 }),
    circle(990, 560, 34, C.mint, { filter: 'url(#lift)' }),
    circle(990, 552, 13, C.teal, { 'fill-opacity': 0.7 }),
    shape('M968 584a22 18 0 0 1 44 0z', C.teal, { 'fill-opacity': 0.7 }),
    sparkle(1060, 300, 14, C.amberSoft),
  ].join('');
}

function other(kit: Kit): string {
  const rays = Array.from({ length: 9 }, (_, index) => {
    const angle = (Math.PI * (index + 0.5)) / 9 + Math.PI;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    return line(`M${600 + cos * 110} ${250 + sin * 110}L${600 + cos * 140} ${250 + sin * 140}`, C.amberSoft, 8);
  }).join('');
  const badge = (x: number, y: number, icon: string) => circle(x, y, 42, C.paper, { filter: 'url(#lift)' }) + icon;
  return [
    circle(600, 260, 220, 'url(#glowWarm)'),
    rays,
    // The light bulb.
    circle(600, 250, 84, 'url(#accent)', { filter: 'url(#lift)' }),
    shape('M554 312C566 330 572 346 572 370H628C628 346 634 330 646 312Z', C.amber),
    line('M580 300q20-34 40 0', C.amberDeep, 5),
    line('M600 290V368', C.amberDeep, 4, { 'stroke-opacity': 0.6 }),
    rect(568, 368, 64, 16, 6, C.mist),
    rect(572, 386, 56, 14, 6, C.muted),
    rect(582, 402, 36, 12, 6, C.mist),
    // The open book under it.
    group(
      [
        shape(
          'M600 470C520 440 420 440 330 466V590C420 566 520 566 600 594C680 566 780 566 870 590V466C780 440 680 440 600 470Z',
          C.ink,
        ),
        shape('M600 458C520 428 430 428 346 450V572C430 552 520 552 600 578Z', C.paper),
        shape('M600 458C680 428 770 428 854 450V572C770 552 680 552 600 578Z', C.mist),
        line('M600 458V578', C.line, 3),
      ].join(''),
      { filter: 'url(#lift)' },
    ),
    textLines(kit, 390, 470, 4, [120, 170], C.line, 22, 9),
    textLines(kit, 636, 470, 4, [120, 170], C.line, 22, 9),
    badge(310, 230, line('M292 232l13 13 24-26', C.teal, 8)),
    badge(900, 260, sparkle(900, 260, 22, C.amber, 1)),
    badge(
      960,
      470,
      shape('M960 488l-22-20a12 12 0 0 1 22-14 12 12 0 0 1 22 14z', kit.second === C.teal ? C.coral : kit.second),
    ),
    sparkle(220, 420, 12, C.amberSoft),
    sparkle(1040, 150, 10, C.paper, 0.6),
  ].join('');
}

interface Look {
  /** The backdrop gradient, from one corner to the opposite one. */
  backdrop: readonly [string, string];
  second: string;
}

interface Scene {
  /** The looks the variants of the category take in turn. */
  looks: readonly [Look, ...Look[]];
  draw: (kit: Kit) => string;
}

const SCENES: Record<Category, Scene> = {
  Informatique: {
    looks: [
      { backdrop: [C.primary, C.navy], second: C.teal },
      { backdrop: [C.teal, C.navy], second: C.blue },
    ],
    draw: computing,
  },
  Marketing: {
    looks: [
      { backdrop: [C.primary, C.teal], second: C.teal },
      { backdrop: [C.navy, C.blue], second: C.coral },
    ],
    draw: marketing,
  },
  Design: {
    looks: [
      { backdrop: ['#1e3a6e', '#33245e'], second: C.teal },
      { backdrop: [C.primary, '#3b2a6b'], second: C.mint },
    ],
    draw: design,
  },
  Business: {
    looks: [
      { backdrop: [C.navy, C.primary], second: C.teal },
      { backdrop: ['#0b5560', C.navy], second: C.blue },
    ],
    draw: business,
  },
  'Développement Personnel': {
    looks: [
      { backdrop: [C.blue, C.primary], second: '#0b6470' },
      { backdrop: [C.teal, C.primary], second: '#145a8c' },
    ],
    draw: growth,
  },
  Langues: {
    looks: [
      { backdrop: [C.primary, '#156a92'], second: C.teal },
      { backdrop: [C.navy, C.teal], second: C.blue },
    ],
    draw: languages,
  },
  Autre: {
    looks: [
      { backdrop: ['#123a5e', '#0c5f69'], second: C.teal },
      { backdrop: [C.primary, C.navy], second: C.coral },
    ],
    draw: other,
  },
};

/** The illustration of a course of `category`; `variant` tells apart courses of one category. */
export function courseArtworkSvg(category: Category, variant = 0): string {
  const { width, height } = COURSE_IMAGE;
  const scene = SCENES[category];
  const look = scene.looks[variant % scene.looks.length]!;
  const mirrored = variant % 2 === 1;
  const lightX = mirrored ? 160 : width - 160;
  const kit: Kit = { random: seededRandom(`${category}#${variant}`), second: look.second };
  const defs = [
    linear('bg', look.backdrop[0], look.backdrop[1], mirrored ? [1, 0, 0, 1] : [0, 0, 1, 1]),
    linear('accent', C.amberSoft, C.amber),
    linear('brand', C.blue, C.primary),
    // The chart area fades out towards the axis.
    el(
      'linearGradient',
      { id: 'area', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': kit.second, 'stop-opacity': 0.35 }) +
        el('stop', { offset: 1, 'stop-color': kit.second, 'stop-opacity': 0 }),
    ),
    glow('glowWarm', C.amber, 0.35),
    glow('glowSky', C.sky, 0.28),
    glow('glowCool', C.mint, 0.16),
    el(
      'pattern',
      { id: 'dots', width: 24, height: 24, patternUnits: 'userSpaceOnUse' },
      circle(4, 4, 2.2, C.paper, { 'fill-opacity': 0.16 }),
    ),
    dropShadow('lift', 18, 20, 0.35),
  ];
  const backdrop = [
    rect(0, 0, width, height, 0, 'url(#bg)'),
    circle(lightX, 60, 460, 'url(#glowSky)'),
    circle(width - lightX, 660, 480, 'url(#glowCool)'),
    rect(mirrored ? 900 : 40, 36, 264, 168, 0, 'url(#dots)'),
    rect(mirrored ? 40 : 900, 500, 264, 144, 0, 'url(#dots)'),
    circle(width - lightX, 110, 230, 'none', { stroke: C.paper, 'stroke-opacity': 0.07, 'stroke-width': 2 }),
    circle(width - lightX, 110, 320, 'none', { stroke: C.paper, 'stroke-opacity': 0.05, 'stroke-width': 2 }),
  ];
  return svgDocument(width, height, defs, [...backdrop, scene.draw(kit)]);
}

// ---------------------------------------------------------------------------------------------
// Instructor portraits: head-and-shoulders, 480x480

export interface Portrait {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'curly' | 'hijab';
  clothes: string;
  outfit: 'blazer' | 'blouse' | 'sweater';
  background: readonly [string, string];
  glasses?: boolean;
  beard?: boolean;
}

/** The colour a bit darker (amount < 0) or lighter (amount > 0), for shadows and highlights. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(next).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function hairBack(portrait: Portrait): string {
  if (portrait.hairStyle === 'long') {
    return shape(
      'M152 232C136 130 190 96 242 96C300 96 346 136 330 236C322 300 336 350 356 392L126 392C146 350 160 300 152 232Z',
      portrait.hair,
    );
  }
  return '';
}

function hairFront(portrait: Portrait): string {
  const { hair } = portrait;
  switch (portrait.hairStyle) {
    case 'short':
      return shape(
        'M164 224C152 150 196 118 244 118C296 118 330 150 316 222C312 192 300 172 282 164C252 178 210 176 186 166C174 182 168 200 164 224Z',
        hair,
      );
    case 'long':
      return shape(
        'M162 240C150 156 196 124 244 124C292 124 330 156 320 240C312 196 292 170 262 160C236 190 196 196 168 200C164 214 162 226 162 240Z',
        hair,
      );
    case 'curly': {
      // Curls around the crown, from one temple to the other.
      const curls = Array.from({ length: 9 }, (_, index) => {
        const angle = Math.PI * (1.06 + (index * 0.88) / 8);
        return circle(240 + Math.cos(angle) * 76, 196 + Math.sin(angle) * 74, index % 2 === 0 ? 26 : 29, hair);
      }).join('');
      return (
        curls +
        shape(
          'M168 206C172 164 200 142 240 142C280 142 308 164 312 206C296 182 270 172 240 172C210 172 184 182 168 206Z',
          hair,
        )
      );
    }
    case 'hijab':
      return shape(
        'M162 236C164 156 200 126 240 126C280 126 316 156 318 236C306 182 276 156 240 156C204 156 174 182 162 236Z',
        shade(hair, -0.12),
      );
  }
}

function outfit(portrait: Portrait): string {
  const { clothes } = portrait;
  const body = shape('M58 480C58 404 120 362 196 352H284C360 362 422 404 422 480Z', clothes);
  switch (portrait.outfit) {
    case 'blazer':
      return [
        body,
        shape('M200 352L240 430L280 352Z', C.paper),
        shape('M200 350L240 432L220 480H196L176 378Z', shade(clothes, -0.25)),
        shape('M280 350L240 432L260 480H284L304 378Z', shade(clothes, -0.25)),
      ].join('');
    case 'blouse':
      return body + shape('M204 352Q240 404 276 352Z', shade(portrait.skin, -0.08));
    case 'sweater':
      return body + line('M198 356Q240 392 282 356', shade(clothes, -0.2), 14);
  }
}

/** An illustrated head-and-shoulders portrait on a soft background. */
export function portraitSvg(portrait: Portrait): string {
  const size = PORTRAIT_SIZE;
  const { skin, hair } = portrait;
  const skinShadow = shade(skin, -0.14);
  const features = [
    line('M200 206q14-9 28-1M252 205q14-8 28 1', shade(hair, -0.1), 5),
    ellipse(214, 228, 6.5, 8, '#2a1d17'),
    ellipse(266, 228, 6.5, 8, '#2a1d17'),
    circle(216, 225, 2, C.paper),
    circle(268, 225, 2, C.paper),
    line('M240 238q-7 18 0 24', skinShadow, 3.5),
    circle(200, 258, 12, C.coral, { 'fill-opacity': 0.16 }),
    circle(280, 258, 12, C.coral, { 'fill-opacity': 0.16 }),
  ];
  // The beard follows the jaw: it is cut out of the face's own outline.
  const beard = portrait.beard
    ? group(
        shape('M150 212H174C182 258 206 272 240 272C274 272 298 258 306 212H330V330H150Z', hair, {
          'fill-opacity': 0.92,
        }),
        {
          'clip-path': 'url(#face)',
        },
      ) + shape('M212 266Q240 246 268 266Q240 258 212 266Z', hair)
    : '';
  const glasses = portrait.glasses
    ? group(
        [
          rect(190, 212, 46, 34, 12, C.paper, { 'fill-opacity': 0.15 }),
          rect(244, 212, 46, 34, 12, C.paper, { 'fill-opacity': 0.15 }),
          line('M236 226q4-4 8 0M190 224h-22M290 224h22', C.ink, 4),
        ].join(''),
        { stroke: C.ink, 'stroke-width': 4 },
      )
    : '';
  const veiled = portrait.hairStyle === 'hijab';
  const hijab = veiled
    ? shape(
        'M240 84C158 84 124 152 130 232C134 300 116 344 88 386C136 446 344 446 392 386C364 344 346 300 350 232C356 152 322 84 240 84Z',
        hair,
      ) + line('M176 340Q236 384 318 326', shade(hair, -0.15), 5, { 'stroke-opacity': 0.6 })
    : '';
  const body = [
    hairBack(portrait),
    outfit(portrait),
    rect(208, 282, 64, 84, 26, skinShadow),
    hijab,
    veiled ? '' : ellipse(168, 234, 13, 20, skinShadow) + ellipse(312, 234, 13, 20, skinShadow),
    ellipse(240, 222, 74, 88, skin),
    hairFront(portrait),
    ...features,
    beard,
    portrait.beard ? shape('M224 276q16 14 32 0z', '#f6ded6') : line('M222 270q18 14 36 0', '#9a4a3c', 4.5),
    glasses,
  ];
  const defs = [
    linear('bg', portrait.background[0], portrait.background[1]),
    glow('halo', C.paper, 0.7),
    el('clipPath', { id: 'face' }, ellipse(240, 222, 74, 88, '#000')),
  ];
  return svgDocument(size, size, defs, [
    rect(0, 0, size, size, 0, 'url(#bg)'),
    circle(240, 250, 210, 'url(#halo)'),
    circle(240, 520, 230, C.paper, { 'fill-opacity': 0.25 }),
    ...body,
  ]);
}

/** Rasterises an SVG to PNG: the format of an upload, so the artwork takes the uploads' path. */
export const renderPng = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png().toBuffer();
