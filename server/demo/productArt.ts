import type { ArtKind, ArtPalette } from './seedCatalogue.ts';

/**
 * Menu pictures drawn as SVG for the demo catalogue, so a fresh shop looks like a shop without
 * shipping photos: a cup, a glass or a plate in the colours of what it holds.
 */

const SIZE = 600;

/** A small deterministic generator: the same product always gets the same picture. */
function randomFor(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Lightens (positive) or darkens (negative) a #rrggbb colour by a fraction. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

const r1 = (value: number) => Math.round(value * 10) / 10;

function background(p: ArtPalette, rand: () => number): string {
  const bokeh = Array.from({ length: 9 }, () => {
    const x = r1(rand() * SIZE);
    const y = r1(rand() * 380);
    const r = r1(18 + rand() * 46);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#FFFFFF" opacity="${r1(0.12 + rand() * 0.2)}"/>`;
  }).join('');
  return `
  <defs>
    <radialGradient id="bg" cx="50%" cy="35%" r="80%">
      <stop offset="0" stop-color="${p.background[0]}"/>
      <stop offset="1" stop-color="${p.background[1]}"/>
    </radialGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(p.background[1], -0.08)}"/>
      <stop offset="1" stop-color="${shade(p.background[1], -0.22)}"/>
    </linearGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  ${bokeh}
  <rect y="445" width="${SIZE}" height="155" fill="url(#table)"/>
  <rect y="445" width="${SIZE}" height="4" fill="#FFFFFF" opacity="0.35"/>`;
}

function steam(): string {
  return [250, 300, 350]
    .map(
      (x, i) =>
        `<path d="M${x},${195 - i * 6} c-22,-28 22,-46 0,-74 c-18,-24 14,-40 4,-58" fill="none" stroke="#FFFFFF" stroke-width="9" stroke-linecap="round" opacity="${0.55 - i * 0.08}"/>`,
    )
    .join('');
}

function whippedCream(cx: number, cy: number, width: number, color: string, rand: () => number): string {
  const puffs: string[] = [];
  for (let row = 0; row < 3; row++) {
    const count = 5 - row;
    for (let i = 0; i < count; i++) {
      const x = cx - (width / 2) * (1 - row * 0.28) + ((i + 0.5) * width * (1 - row * 0.28)) / count;
      const y = cy - row * 26 - rand() * 6;
      const r = 30 - row * 4 + rand() * 6;
      puffs.push(
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${color}" stroke="${shade(color, -0.12)}" stroke-width="2"/>`,
      );
    }
  }
  puffs.push(
    `<circle cx="${cx}" cy="${cy - 86}" r="18" fill="${color}" stroke="${shade(color, -0.12)}" stroke-width="2"/>`,
  );
  return puffs.join('');
}

function drizzle(cx: number, cy: number, width: number, color: string): string {
  const left = cx - width / 2;
  const points = Array.from({ length: 7 }, (_, i) => `${r1(left + (i * width) / 6)},${cy + (i % 2 === 0 ? -28 : 12)}`);
  return `<polyline points="${points.join(' ')}" fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"/>`;
}

function cup(p: ArtPalette, rand: () => number): string {
  const extras = new Set(p.extras ?? []);
  const liquid = extras.has('crema')
    ? `<ellipse cx="300" cy="250" rx="116" ry="30" fill="url(#crema)"/>
       <ellipse cx="285" cy="246" rx="40" ry="9" fill="${shade(p.accent, 0.25)}" opacity="0.5"/>`
    : `<ellipse cx="300" cy="250" rx="116" ry="30" fill="${p.main}"/>`;
  const art = extras.has('heart')
    ? `<ellipse cx="300" cy="250" rx="110" ry="27" fill="none" stroke="${p.accent}" stroke-width="9" opacity="0.85"/>
       <path d="M300,272 C250,250 246,230 270,227 C286,225 296,233 300,241 C304,233 314,225 330,227 C354,230 350,250 300,272 Z" fill="${p.accent}"/>
       <path d="M300,266 L300,236" stroke="${p.main}" stroke-width="3" opacity="0.5"/>`
    : '';
  const cream = extras.has('cream') ? whippedCream(300, 238, 210, p.accent, rand) : '';
  const shavings = extras.has('cream')
    ? Array.from(
        { length: 14 },
        () =>
          `<rect x="${r1(230 + rand() * 140)}" y="${r1(150 + rand() * 80)}" width="7" height="3" rx="1.5" fill="${p.garnish}" transform="rotate(${Math.round(rand() * 180)} 300 200)" opacity="0.9"/>`,
      ).join('')
    : '';
  return `
  <defs>
    <linearGradient id="cupBody" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#FFFFFF"/>
      <stop offset="0.65" stop-color="#F2F2F2"/>
      <stop offset="1" stop-color="#D9D9D9"/>
    </linearGradient>
    <radialGradient id="crema" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="${shade(p.accent, 0.15)}"/>
      <stop offset="0.8" stop-color="${p.accent}"/>
      <stop offset="1" stop-color="${p.main}"/>
    </radialGradient>
  </defs>
  <ellipse cx="300" cy="478" rx="205" ry="30" fill="#000000" opacity="0.14"/>
  <ellipse cx="300" cy="452" rx="205" ry="50" fill="#FFFFFF"/>
  <ellipse cx="300" cy="456" rx="205" ry="50" fill="none" stroke="#D6D6D6" stroke-width="3"/>
  <ellipse cx="300" cy="446" rx="132" ry="29" fill="#ECECEC"/>
  <path d="M418,285 C505,272 512,380 402,386" fill="none" stroke="#E4E4E4" stroke-width="26" stroke-linecap="round"/>
  <path d="M418,285 C492,276 498,370 402,380" fill="none" stroke="#FFFFFF" stroke-width="12" stroke-linecap="round"/>
  <path d="M170,250 C170,372 220,442 300,442 C380,442 430,372 430,250 Z" fill="url(#cupBody)"/>
  <path d="M178,318 C196,330 404,330 422,318 L416,342 C398,356 202,356 184,342 Z" fill="${p.garnish}" opacity="0.85"/>
  <path d="M196,266 C198,340 222,402 262,424" fill="none" stroke="#FFFFFF" stroke-width="10" stroke-linecap="round" opacity="0.8"/>
  <ellipse cx="300" cy="250" rx="130" ry="37" fill="#F7F7F7" stroke="#DDDDDD" stroke-width="2"/>
  ${liquid}
  ${art}
  ${cream}
  ${shavings}
  ${extras.has('steam') && !extras.has('cream') ? steam() : ''}`;
}

function glass(p: ArtPalette, rand: () => number): string {
  const extras = new Set(p.extras ?? []);
  const shape = 'M188,150 L412,150 L384,468 Q382,486 364,486 L236,486 Q218,486 216,468 Z';
  const fill = extras.has('layers') ? 'url(#layered)' : p.main;
  const ice = extras.has('ice')
    ? Array.from({ length: 5 }, (_, i) => {
        const x = 215 + i * 36 + rand() * 10;
        const y = 200 + (i % 2) * 38 + rand() * 16;
        return `<rect x="${r1(x)}" y="${r1(y)}" width="58" height="52" rx="10" fill="#FFFFFF" opacity="0.42" stroke="#FFFFFF" stroke-width="3" transform="rotate(${Math.round(rand() * 40 - 20)} ${r1(x + 29)} ${r1(y + 26)})"/>`;
      }).join('')
    : '';
  const boba = extras.has('boba')
    ? Array.from(
        { length: 16 },
        (_, i) =>
          `<circle cx="${r1(240 + (i % 8) * 17 + rand() * 6)}" cy="${r1(468 - Math.floor(i / 8) * 20 - rand() * 6)}" r="11" fill="${p.garnish}"/><circle cx="${r1(236 + (i % 8) * 17)}" cy="${r1(463 - Math.floor(i / 8) * 20)}" r="3" fill="#FFFFFF" opacity="0.5"/>`,
      ).join('')
    : '';
  const straw = extras.has('straw')
    ? `<line x1="320" y1="470" x2="392" y2="58" stroke="${extras.has('boba') ? '#3A86FF' : '#E63946'}" stroke-width="20" stroke-linecap="round"/>
       <line x1="320" y1="470" x2="392" y2="58" stroke="#FFFFFF" stroke-width="20" stroke-dasharray="16 18" opacity="0.75"/>`
    : '';
  const cream = extras.has('cream') ? whippedCream(300, 150, 230, p.accent, rand) : '';
  const syrup = extras.has('drizzle') ? drizzle(300, extras.has('cream') ? 104 : 186, 170, p.garnish) : '';
  const slice = extras.has('slice')
    ? `<g transform="rotate(-18 410 150)">
         <circle cx="410" cy="150" r="52" fill="${p.garnish}"/>
         <circle cx="410" cy="150" r="43" fill="${shade(p.garnish, 0.35)}"/>
         ${Array.from({ length: 8 }, (_, i) => `<line x1="410" y1="150" x2="${r1(410 + 43 * Math.cos((i * Math.PI) / 4))}" y2="${r1(150 + 43 * Math.sin((i * Math.PI) / 4))}" stroke="${p.garnish}" stroke-width="3"/>`).join('')}
       </g>`
    : '';
  return `
  <defs>
    <clipPath id="glassClip"><path d="${shape}"/></clipPath>
    <linearGradient id="layered" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.accent}"/>
      <stop offset="0.38" stop-color="${p.accent}"/>
      <stop offset="0.6" stop-color="${p.main}"/>
      <stop offset="1" stop-color="${shade(p.main, -0.15)}"/>
    </linearGradient>
  </defs>
  <ellipse cx="300" cy="492" rx="150" ry="20" fill="#000000" opacity="0.16"/>
  ${straw}
  <g clip-path="url(#glassClip)">
    <rect x="150" y="${extras.has('cream') ? 150 : 182}" width="300" height="340" fill="${fill}"/>
    ${boba}
    ${ice}
  </g>
  <path d="${shape}" fill="#FFFFFF" opacity="0.12" stroke="#FFFFFF" stroke-width="5" stroke-opacity="0.85"/>
  <path d="M214,176 L236,452" stroke="#FFFFFF" stroke-width="14" stroke-linecap="round" opacity="0.45"/>
  <ellipse cx="300" cy="150" rx="112" ry="12" fill="none" stroke="#FFFFFF" stroke-width="4" opacity="0.9"/>
  ${cream}
  ${syrup}
  ${slice}`;
}

function plate(): string {
  return `
  <ellipse cx="300" cy="478" rx="240" ry="40" fill="#000000" opacity="0.14"/>
  <ellipse cx="300" cy="430" rx="250" ry="78" fill="#FFFFFF" stroke="#E2E2E2" stroke-width="3"/>
  <ellipse cx="300" cy="428" rx="178" ry="52" fill="#F4F4F4"/>`;
}

function bowl(inside: string, rimColor = '#FFFFFF'): string {
  return `
  <defs><clipPath id="bowlClip"><ellipse cx="300" cy="318" rx="196" ry="62"/></clipPath></defs>
  <path d="M104,318 C112,420 200,470 300,470 C400,470 488,420 496,318 Z" fill="${rimColor}" stroke="#DADADA" stroke-width="3"/>
  <path d="M130,360 C170,430 430,430 470,360" fill="none" stroke="#E9E9E9" stroke-width="8"/>
  <ellipse cx="300" cy="318" rx="196" ry="62" fill="#EFEFEF" stroke="#DADADA" stroke-width="3"/>
  <g clip-path="url(#bowlClip)">${inside}</g>`;
}

function croissant(p: ArtPalette): string {
  const parts = [-3, -2, -1, 0, 1, 2, 3]
    .sort((a, b) => Math.abs(b) - Math.abs(a))
    .map((i) => {
      const a = Math.abs(i);
      const cx = 300 + i * 46;
      const cy = 372 - (3 - a) * 10 + a * a * 3;
      return `<ellipse cx="${cx}" cy="${cy}" rx="${58 - a * 8}" ry="${70 - a * 11}" fill="url(#bake)" stroke="${p.garnish}" stroke-width="3" stroke-opacity="0.55" transform="rotate(${i * 14} ${cx} ${cy})"/>
        <path d="M${cx - 20},${cy - 30} Q${cx},${cy - 44} ${cx + 20},${cy - 30}" fill="none" stroke="#FFFFFF" stroke-width="5" opacity="0.35" transform="rotate(${i * 14} ${cx} ${cy})"/>`;
    })
    .join('');
  return `
  <defs><radialGradient id="bake" cx="45%" cy="35%" r="70%"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.main}"/></radialGradient></defs>
  ${plate()}${parts}`;
}

function sandwich(p: ArtPalette): string {
  const layers = [
    [p.main, 0.36],
    [p.accent, 0.1],
    [p.garnish, 0.09],
    ['#F4C430', 0.07],
    ['#E9B872', 0.1],
    [p.main, 0.28],
  ] as const;
  const half = (id: string, points: string, top: number, height: number) => {
    let y = top;
    const stripes = layers
      .map(([color, share]) => {
        const h = height * share;
        const stripe = `<rect x="0" y="${r1(y)}" width="${SIZE}" height="${r1(h + 1)}" fill="${color}"/>`;
        y += h;
        return stripe;
      })
      .join('');
    return `<defs><clipPath id="${id}"><polygon points="${points}"/></clipPath></defs>
      <g clip-path="url(#${id})">${stripes}</g>
      <polygon points="${points}" fill="none" stroke="${shade(p.main, -0.35)}" stroke-width="10" stroke-linejoin="round"/>`;
  };
  return `${plate()}
  ${half('sandA', '150,430 260,200 330,430', 200, 230)}
  ${half('sandB', '280,440 380,230 470,440', 230, 210)}
  <path d="M262,214 q12,8 4,20 q12,8 4,20" fill="none" stroke="${p.accent}" stroke-width="6"/>`;
}

function cake(p: ArtPalette): string {
  const top = shade(p.main, 0.12);
  const sideTop = 300;
  const sideBottom = 430;
  const band = (sideBottom - sideTop) / 5;
  const stripes = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="0" y="${r1(sideTop + i * band)}" width="${SIZE}" height="${r1(band + 1)}" fill="${i % 2 === 0 ? p.main : p.accent}"/>`,
  ).join('');
  return `${plate()}
  <defs><clipPath id="side"><polygon points="170,${sideTop + 10} 430,${sideTop - 10} 430,${sideBottom - 10} 170,${sideBottom}"/></clipPath></defs>
  <g clip-path="url(#side)">${stripes}</g>
  <polygon points="430,${sideTop - 10} 470,${sideTop - 36} 470,${sideBottom - 34} 430,${sideBottom - 10}" fill="${shade(p.main, -0.2)}"/>
  <polygon points="170,${sideTop + 10} 350,${sideTop - 70} 470,${sideTop - 36} 430,${sideTop - 10}" fill="${top}" stroke="${shade(p.main, -0.15)}" stroke-width="3"/>
  <path d="M200,${sideTop + 6} q20,30 36,0 q18,40 40,-4 q16,26 34,-6 q20,34 44,-8 q14,20 34,-8" fill="none" stroke="${p.garnish}" stroke-width="10" stroke-linecap="round" opacity="0.85"/>
  <circle cx="360" cy="${sideTop - 52}" r="26" fill="${p.garnish}"/>
  <circle cx="351" cy="${sideTop - 60}" r="7" fill="#FFFFFF" opacity="0.55"/>
  <path d="M362,${sideTop - 76} q10,-30 34,-40" fill="none" stroke="#3A5A40" stroke-width="5" stroke-linecap="round"/>`;
}

function donutAt(cx: number, cy: number, scale: number, p: ArtPalette, rand: () => number, id: string): string {
  const sprinkleColors = ['#FFFFFF', '#FFD166', '#06D6A0', '#118AB2', '#EF476F', '#8338EC'];
  const sprinkles = Array.from({ length: 26 }, () => {
    const angle = rand() * Math.PI * 2;
    const dist = 0.45 + rand() * 0.45;
    const x = cx + Math.cos(angle) * 100 * dist * scale;
    const y = cy + Math.sin(angle) * 60 * dist * scale;
    const color = sprinkleColors[Math.floor(rand() * sprinkleColors.length)]!;
    return `<rect x="${r1(x - 7)}" y="${r1(y - 2.5)}" width="14" height="5" rx="2.5" fill="${color}" transform="rotate(${Math.round(rand() * 180)} ${r1(x)} ${r1(y)})"/>`;
  }).join('');
  return `<g>
    <ellipse cx="${cx}" cy="${cy + 14 * scale}" rx="${130 * scale}" ry="${84 * scale}" fill="${shade(p.main, -0.15)}"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${130 * scale}" ry="${82 * scale}" fill="${p.main}"/>
    <path id="${id}" d="M${cx - 118 * scale},${cy} C${cx - 120 * scale},${cy - 80 * scale} ${cx + 120 * scale},${cy - 80 * scale} ${cx + 118 * scale},${cy} C${cx + 124 * scale},${cy + 30 * scale} ${cx + 96 * scale},${cy + 44 * scale} ${cx + 80 * scale},${cy + 56 * scale} C${cx + 60 * scale},${cy + 76 * scale} ${cx + 40 * scale},${cy + 54 * scale} ${cx},${cy + 66 * scale} C${cx - 40 * scale},${cy + 78 * scale} ${cx - 70 * scale},${cy + 50 * scale} ${cx - 92 * scale},${cy + 52 * scale} C${cx - 120 * scale},${cy + 44 * scale} ${cx - 126 * scale},${cy + 20 * scale} ${cx - 118 * scale},${cy} Z" fill="${p.accent}"/>
    ${sprinkles}
    <ellipse cx="${cx}" cy="${cy - 4 * scale}" rx="${38 * scale}" ry="${22 * scale}" fill="${shade(p.main, -0.3)}"/>
    <ellipse cx="${cx}" cy="${cy + 2 * scale}" rx="${34 * scale}" ry="${17 * scale}" fill="#F4F4F4"/>
    <path d="M${cx - 80 * scale},${cy - 36 * scale} q30,-18 70,-20" fill="none" stroke="#FFFFFF" stroke-width="8" stroke-linecap="round" opacity="0.45"/>
  </g>`;
}

function donut(p: ArtPalette, rand: () => number): string {
  return `${plate()}${donutAt(230, 350, 0.78, p, rand, 'd1')}${donutAt(350, 390, 0.95, p, rand, 'd2')}`;
}

function cookie(p: ArtPalette, rand: () => number): string {
  const one = (cx: number, cy: number, s: number) => {
    const chips = Array.from({ length: 9 }, () => {
      const a = rand() * Math.PI * 2;
      const d = rand() * 0.8;
      return `<path d="M${r1(cx + Math.cos(a) * 80 * s * d)},${r1(cy + Math.sin(a) * 52 * s * d)} l9,-6 l8,8 l-7,9 l-11,-3 Z" fill="${p.garnish}"/>`;
    }).join('');
    return `<ellipse cx="${cx}" cy="${cy + 10 * s}" rx="${92 * s}" ry="${60 * s}" fill="${p.accent}"/>
      <ellipse cx="${cx}" cy="${cy}" rx="${92 * s}" ry="${60 * s}" fill="url(#dough)"/>
      <path d="M${cx - 40 * s},${cy - 10 * s} q20,10 34,-4 M${cx + 10 * s},${cy + 20 * s} q18,6 30,-10" fill="none" stroke="${p.accent}" stroke-width="3"/>
      ${chips}`;
  };
  return `<defs><radialGradient id="dough" cx="45%" cy="40%" r="65%"><stop offset="0" stop-color="${shade(p.main, 0.2)}"/><stop offset="1" stop-color="${p.main}"/></radialGradient></defs>
  ${plate()}${one(225, 360, 0.85)}${one(375, 360, 0.85)}${one(300, 405, 1)}`;
}

function rice(p: ArtPalette, rand: () => number): string {
  const grains = Array.from({ length: 120 }, () => {
    const x = 180 + rand() * 240;
    const top = 420 - Math.sqrt(Math.max(0, 1 - ((x - 300) / 125) ** 2)) * 140;
    const y = top + rand() * (430 - top);
    return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="6" ry="3" fill="${shade(p.main, rand() * 0.5 - 0.2)}" transform="rotate(${Math.round(rand() * 180)} ${r1(x)} ${r1(y)})"/>`;
  }).join('');
  return `${plate()}
  <path d="M170,425 C175,300 240,272 300,272 C360,272 425,300 430,425 Z" fill="${p.main}"/>
  ${grains}
  <path d="M240,300 C230,262 270,246 300,252 C334,240 372,262 360,292 C376,318 330,330 300,322 C262,332 226,324 240,300 Z" fill="${p.accent}" stroke="#EDEDED" stroke-width="2"/>
  <ellipse cx="302" cy="288" rx="30" ry="22" fill="${p.garnish}"/>
  <ellipse cx="293" cy="281" rx="9" ry="6" fill="#FFFFFF" opacity="0.55"/>
  <circle cx="446" cy="420" r="26" fill="#7CB342"/><circle cx="446" cy="420" r="19" fill="#DCEDC8"/>
  <circle cx="478" cy="438" r="22" fill="#7CB342"/><circle cx="478" cy="438" r="16" fill="#DCEDC8"/>
  <path d="M140,420 q20,-30 44,-20" fill="none" stroke="#D62828" stroke-width="10" stroke-linecap="round"/>`;
}

function noodles(p: ArtPalette, rand: () => number): string {
  const strands = Array.from({ length: 26 }, (_, i) => {
    const y = 268 + i * 4 + rand() * 8;
    const x = 110 + rand() * 30;
    return `<path d="M${r1(x)},${r1(y)} q35,-${r1(16 + rand() * 14)} 70,0 t70,0 t70,0 t70,0 t70,0" fill="none" stroke="${shade(p.main, rand() * 0.3 - 0.15)}" stroke-width="7" stroke-linecap="round"/>`;
  }).join('');
  const greens = Array.from(
    { length: 7 },
    () =>
      `<ellipse cx="${r1(170 + rand() * 260)}" cy="${r1(285 + rand() * 60)}" rx="24" ry="10" fill="${p.accent}" transform="rotate(${Math.round(rand() * 180)} 300 320)"/>`,
  ).join('');
  const toppings = Array.from(
    { length: 6 },
    () => `<circle cx="${r1(180 + rand() * 240)}" cy="${r1(290 + rand() * 50)}" r="9" fill="${p.garnish}"/>`,
  ).join('');
  const inside = `<rect x="100" y="250" width="400" height="140" fill="${shade(p.main, -0.25)}"/>${strands}${greens}${toppings}
    <ellipse cx="360" cy="300" rx="36" ry="24" fill="#FFFFFF"/><ellipse cx="360" cy="300" rx="18" ry="13" fill="#F4A300"/>`;
  return `${plate()}${bowl(inside)}`;
}

function toast(p: ArtPalette): string {
  const slice = (x: number, y: number, rotate: number, spread: boolean) => `
    <g transform="rotate(${rotate} ${x} ${y})">
      <path d="M${x - 95},${y + 80} L${x - 95},${y - 40} C${x - 130},${y - 80} ${x - 90},${y - 120} ${x - 40},${y - 110} C${x - 10},${y - 130} ${x + 10},${y - 130} ${x + 40},${y - 110} C${x + 90},${y - 120} ${x + 130},${y - 80} ${x + 95},${y - 40} L${x + 95},${y + 80} Z" fill="${shade(p.main, -0.3)}"/>
      <path d="M${x - 80},${y + 68} L${x - 80},${y - 38} C${x - 105},${y - 70} ${x - 78},${y - 98} ${x - 38},${y - 92} C${x - 10},${y - 110} ${x + 10},${y - 110} ${x + 38},${y - 92} C${x + 78},${y - 98} ${x + 105},${y - 70} ${x + 80},${y - 38} L${x + 80},${y + 68} Z" fill="${p.main}"/>
      ${
        spread
          ? `<path d="M${x - 66},${y + 52} L${x - 66},${y - 30} C${x - 80},${y - 60} ${x - 50},${y - 78} ${x - 20},${y - 72} C${x},${y - 86} ${x + 20},${y - 80} ${x + 40},${y - 70} C${x + 70},${y - 74} ${x + 84},${y - 50} ${x + 66},${y - 28} L${x + 66},${y + 52} Z" fill="${p.accent}" opacity="0.92"/>
             <rect x="${x - 30}" y="${y - 20}" width="62" height="42" rx="6" fill="${p.garnish}" stroke="#E8D98A" stroke-width="3" transform="rotate(-12 ${x} ${y})"/>`
          : ''
      }
    </g>`;
  return `${plate()}${slice(250, 370, -10, false)}${slice(345, 385, 8, true)}`;
}

function muffin(p: ArtPalette, rand: () => number): string {
  const pleats = Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    return `<line x1="${r1(205 + t * 190)}" y1="330" x2="${r1(225 + t * 150)}" y2="440" stroke="${shade(p.accent, -0.25)}" stroke-width="4"/>`;
  }).join('');
  const berries = Array.from({ length: 9 }, () => {
    const x = 215 + rand() * 170;
    const y = 235 + rand() * 80;
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="13" fill="${p.garnish}"/><circle cx="${r1(x - 4)}" cy="${r1(y - 4)}" r="3.5" fill="#FFFFFF" opacity="0.5"/>`;
  }).join('');
  const crumbs = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${r1(200 + rand() * 200)}" cy="${r1(220 + rand() * 100)}" r="${r1(3 + rand() * 4)}" fill="${shade(p.main, 0.35)}"/>`,
  ).join('');
  return `${plate()}
  <path d="M200,330 L400,330 L378,442 Q376,452 366,452 L234,452 Q224,452 222,442 Z" fill="${p.accent}"/>
  ${pleats}
  <path d="M180,338 C170,250 230,196 300,196 C370,196 430,250 420,338 C380,354 220,354 180,338 Z" fill="${p.main}"/>
  ${crumbs}${berries}
  <path d="M220,250 q30,-36 80,-40" fill="none" stroke="#FFFFFF" stroke-width="9" stroke-linecap="round" opacity="0.35"/>`;
}

function waffle(p: ArtPalette, rand: () => number): string {
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 5; col++) {
      const x = 196 + col * 42 + row * 6;
      const y = 272 + row * 30;
      cells.push(`<rect x="${x}" y="${y}" width="30" height="20" rx="4" fill="${shade(p.main, -0.22)}"/>`);
    }
  }
  const berries = Array.from({ length: 5 }, () => {
    const x = 260 + rand() * 110;
    const y = 250 + rand() * 40;
    return `<path d="M${r1(x)},${r1(y)} c-16,-4 -18,22 0,30 c18,-8 16,-34 0,-30 Z" fill="${p.garnish}"/>`;
  }).join('');
  return `${plate()}
  <polygon points="180,262 420,262 446,428 206,428" fill="${shade(p.main, -0.1)}" transform="translate(0 8)"/>
  <polygon points="180,262 420,262 446,428 206,428" fill="${p.main}"/>
  ${cells.join('')}
  ${whippedCream(300, 282, 110, p.accent, rand)}
  ${berries}
  <path d="M200,300 q40,40 10,90 M430,300 q-20,50 6,100" fill="none" stroke="#8B4513" stroke-width="8" stroke-linecap="round" opacity="0.7"/>`;
}

function salad(p: ArtPalette, rand: () => number): string {
  const leaves = Array.from({ length: 24 }, () => {
    const x = 130 + rand() * 340;
    const y = 262 + rand() * 90;
    return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(34 + rand() * 20)}" ry="${r1(14 + rand() * 8)}" fill="${shade(p.main, rand() * 0.5 - 0.2)}" transform="rotate(${Math.round(rand() * 180)} ${r1(x)} ${r1(y)})"/>`;
  }).join('');
  const croutons = Array.from(
    { length: 7 },
    () =>
      `<rect x="${r1(170 + rand() * 250)}" y="${r1(270 + rand() * 60)}" width="22" height="20" rx="4" fill="${p.accent}" stroke="${shade(p.accent, -0.25)}" stroke-width="2"/>`,
  ).join('');
  const tomatoes = Array.from({ length: 5 }, () => {
    const x = 170 + rand() * 260;
    const y = 270 + rand() * 60;
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="16" fill="${p.garnish}"/><circle cx="${r1(x - 5)}" cy="${r1(y - 5)}" r="4" fill="#FFFFFF" opacity="0.5"/>`;
  }).join('');
  const chicken = Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${240 + i * 30}" y="${262 + (i % 2) * 10}" width="26" height="52" rx="8" fill="#E9C89B" stroke="#C9955B" stroke-width="3" transform="rotate(${20 - i * 6} 300 290)"/>`,
  ).join('');
  return `${plate()}${bowl(`<rect x="100" y="250" width="400" height="140" fill="${shade(p.main, -0.3)}"/>${leaves}${chicken}${croutons}${tomatoes}`)}`;
}

function pancake(p: ArtPalette, rand: () => number): string {
  const layers = [0, 1, 2, 3]
    .map((i) => {
      const y = 400 - i * 34;
      return `<ellipse cx="300" cy="${y + 12}" rx="160" ry="46" fill="${shade(p.main, -0.2)}"/><ellipse cx="300" cy="${y}" rx="160" ry="46" fill="${p.main}"/>`;
    })
    .join('');
  const berries = Array.from({ length: 3 }, (_, i) => {
    const x = 250 + i * 50 + rand() * 10;
    const y = 280 + rand() * 10;
    return `<path d="M${r1(x)},${r1(y)} c-20,-6 -22,26 0,36 c22,-10 20,-42 0,-36 Z" fill="${p.garnish}"/><path d="M${r1(x - 8)},${r1(y - 2)} l8,-10 l8,10" fill="#2D6A4F"/>`;
  }).join('');
  return `${plate()}${layers}
  <path d="M160,296 C150,330 176,350 170,380 M200,320 C196,350 214,370 206,396 M420,300 C432,336 414,352 424,384" fill="none" stroke="${p.accent}" stroke-width="14" stroke-linecap="round" opacity="0.85"/>
  <ellipse cx="300" cy="298" rx="120" ry="30" fill="${p.accent}" opacity="0.75"/>
  <rect x="276" y="270" width="48" height="30" rx="5" fill="#FFF3B0" stroke="#E9D26A" stroke-width="3"/>
  ${berries}`;
}

function pasta(p: ArtPalette, rand: () => number): string {
  const strands = Array.from({ length: 34 }, () => {
    const cx = 300 + (rand() - 0.5) * 120;
    const cy = 360 + (rand() - 0.5) * 60;
    const rx = 60 + rand() * 70;
    const ry = 24 + rand() * 30;
    const start = rand() * 360;
    return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="none" stroke="${shade(p.main, rand() * 0.25 - 0.12)}" stroke-width="6" stroke-dasharray="${r1(rx * 2.2)} ${r1(rx)}" stroke-dashoffset="${Math.round(start)}" transform="rotate(${Math.round(rand() * 40 - 20)} ${r1(cx)} ${r1(cy)})"/>`;
  }).join('');
  const bits = Array.from(
    { length: 12 },
    () =>
      `<rect x="${r1(220 + rand() * 160)}" y="${r1(310 + rand() * 80)}" width="18" height="10" rx="3" fill="${p.accent}"/>`,
  ).join('');
  const herbs = Array.from(
    { length: 26 },
    () => `<circle cx="${r1(210 + rand() * 180)}" cy="${r1(310 + rand() * 90)}" r="3.5" fill="${p.garnish}"/>`,
  ).join('');
  const pepper = Array.from(
    { length: 30 },
    () => `<circle cx="${r1(210 + rand() * 180)}" cy="${r1(300 + rand() * 100)}" r="1.8" fill="#222222"/>`,
  ).join('');
  return `${plate()}<ellipse cx="300" cy="372" rx="150" ry="62" fill="${shade(p.main, -0.12)}"/>${strands}${bits}${herbs}${pepper}
  <ellipse cx="300" cy="330" rx="22" ry="16" fill="#F4A300"/><ellipse cx="294" cy="325" rx="6" ry="4" fill="#FFFFFF" opacity="0.5"/>`;
}

const DRAW: Record<ArtKind, (p: ArtPalette, rand: () => number) => string> = {
  cup,
  glass,
  croissant,
  sandwich,
  cake,
  donut,
  cookie,
  rice,
  noodles,
  toast,
  muffin,
  waffle,
  salad,
  pancake,
  pasta,
};

/** The SVG source of one product picture. */
export function productArtSvg(name: string, kind: ArtKind, palette: ArtPalette): string {
  const rand = randomFor(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${background(palette, rand)}${DRAW[kind](palette, rand)}</svg>`;
}
