// Product shapes for home, beauty, sports, toys, books and food (see shape-kit.ts for the canvas).

import { luminance } from './colour.ts';
import { r1 } from './random.ts';
import { CYLINDER_SHADE, sw, type Shape, type ShapeName } from './shape-kit.ts';

export const homeAndGoodsShapes = {
  mug: ({ p, rand }) => {
    const speckles: string[] = [];
    if (luminance(p.base) > 0.7) {
      for (let i = 0; i < 46; i++) {
        const x = 282 + rand() * 240;
        const y = 318 + rand() * 250;
        speckles.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(1.5 + rand() * 2.5)}" fill="#6B5A48" opacity="0.55"/>`);
      }
    }
    return `
      <defs>${CYLINDER_SHADE}<clipPath id="mugc"><path d="M260 300 L540 300 L530 590 Q528 622 498 622 L302 622 Q272 622 270 590 Z"/></clipPath></defs>
      <path d="M534 362 Q642 358 642 452 Q642 548 528 548" fill="none" stroke="${p.stroke}" stroke-width="44" stroke-linecap="round"/>
      <path d="M534 362 Q642 358 642 452 Q642 548 528 548" fill="none" stroke="${p.base}" stroke-width="34" stroke-linecap="round"/>
      <path d="M260 300 L540 300 L530 590 Q528 622 498 622 L302 622 Q272 622 270 590 Z" fill="${p.base}" ${sw(p)}/>
      <g clip-path="url(#mugc)">
        ${speckles.join('')}
        <path d="M260 572 Q400 588 540 572 L540 630 L260 630 Z" fill="#CDB89A"/>
        <rect x="250" y="290" width="300" height="340" fill="url(#cyl)"/>
      </g>
      <ellipse cx="400" cy="300" rx="140" ry="26" fill="${p.darker}" ${sw(p)}/>
      <ellipse cx="400" cy="306" rx="126" ry="18" fill="#4A2E1F"/>
      <path d="M370 250 Q350 220 372 190 Q392 162 372 132 M430 250 Q410 220 432 190 Q452 162 432 132" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.55"/>`;
  },

  lamp: ({ p }) => `
      <defs><linearGradient id="beam" x1="0" x2="0" y1="0" y2="1">
        <stop offset="0" stop-color="#FFE9A8" stop-opacity="0.7"/><stop offset="1" stop-color="#FFE9A8" stop-opacity="0"/>
      </linearGradient></defs>
      <path d="M436 330 L620 330 L720 650 L300 650 Z" fill="url(#beam)"/>
      <path d="M290 628 Q286 230 520 234" fill="none" stroke="${p.stroke}" stroke-width="24" stroke-linecap="round"/>
      <path d="M290 628 Q286 230 520 234" fill="none" stroke="${p.base}" stroke-width="16" stroke-linecap="round"/>
      <ellipse cx="290" cy="640" rx="112" ry="26" fill="${p.darker}"/>
      <ellipse cx="290" cy="628" rx="112" ry="26" fill="${p.base}" ${sw(p)}/>
      <path d="M494 226 L562 226 L622 332 L434 332 Z" fill="${p.base}" ${sw(p)}/>
      <path d="M494 226 L520 226 L470 332 L434 332 Z" fill="#fff" opacity="0.14"/>
      <ellipse cx="528" cy="332" rx="94" ry="14" fill="#FFF3C4" stroke="${p.stroke}" stroke-width="3"/>
      <circle cx="520" cy="234" r="13" fill="${p.darker}"/>`,

  cushion: ({ p }) => `
      <defs><radialGradient id="puff" cx="0.38" cy="0.34" r="0.7">
        <stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
        <stop offset="1" stop-color="#000" stop-opacity="0.18"/>
      </radialGradient></defs>
      <path d="M206 226 Q400 196 594 226 Q628 410 594 584 Q400 614 206 584 Q172 410 206 226 Z" fill="${p.base}" ${sw(p)}/>
      <path d="M206 226 Q400 196 594 226 Q628 410 594 584 Q400 614 206 584 Q172 410 206 226 Z" fill="url(#puff)"/>
      <path d="M232 250 Q400 226 568 250 Q596 410 568 560 Q400 586 232 560 Q204 410 232 250 Z" fill="none" stroke="${p.dark}" stroke-width="3" stroke-dasharray="10 9"/>
      <path d="M400 405 Q320 330 228 262 M400 405 Q480 330 572 262 M400 405 Q320 480 228 556 M400 405 Q480 480 572 556" fill="none" stroke="${p.darker}" stroke-width="4" opacity="0.18"/>
      <circle cx="400" cy="405" r="15" fill="${p.darker}"/>`,

  candle: ({ p }) => `
      <defs>${CYLINDER_SHADE}<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="#FFD36E" stop-opacity="0.55"/><stop offset="1" stop-color="#FFD36E" stop-opacity="0"/>
      </radialGradient></defs>
      <circle cx="400" cy="250" r="120" fill="url(#glow)"/>
      <rect x="286" y="310" width="228" height="310" rx="30" fill="${p.base}" ${sw(p)}/>
      <ellipse cx="400" cy="334" rx="104" ry="18" fill="#F4E8D0"/>
      <rect x="286" y="310" width="228" height="310" rx="30" fill="url(#cyl)"/>
      <rect x="320" y="420" width="160" height="124" rx="8" fill="#F3EBDD"/>
      <rect x="356" y="452" width="88" height="10" rx="5" fill="${p.dark}"/>
      <rect x="372" y="476" width="56" height="8" rx="4" fill="${p.dark}" opacity="0.6"/>
      <circle cx="400" cy="514" r="8" fill="${p.dark}" opacity="0.6"/>
      <path d="M400 334 L400 296" stroke="#2B2118" stroke-width="5" stroke-linecap="round"/>
      <path d="M400 206 Q434 258 400 298 Q366 258 400 206 Z" fill="#F6B443"/>
      <path d="M400 244 Q414 270 400 292 Q386 270 400 244 Z" fill="#FFF1C2"/>`,

  planter: ({ p }) => {
    const leaves = [
      { a: -52, l: 170, c: '#5E8C55' },
      { a: -24, l: 230, c: '#4B7A45' },
      { a: 4, l: 250, c: '#6B9A5E' },
      { a: 30, l: 215, c: '#3F6B3D' },
      { a: 58, l: 160, c: '#5E8C55' },
    ]
      .map(
        ({ a, l, c }) =>
          `<g transform="translate(400 432) rotate(${a})"><path d="M0 0 Q${r1(l * 0.26)} ${r1(-l * 0.5)} 0 ${-l} Q${r1(-l * 0.26)} ${r1(-l * 0.5)} 0 0 Z" fill="${c}"/><path d="M0 -8 L0 ${-l + 20}" stroke="#fff" stroke-width="3" opacity="0.25"/></g>`,
      )
      .join('');
    const ribs: string[] = [];
    for (let x = 290; x <= 510; x += 22) {
      ribs.push(`<path d="M${x} 450 L${r1(400 + (x - 400) * 0.86)} 652" stroke="${p.darker}" stroke-width="5" opacity="0.18"/>`);
    }
    return `
      <defs>${CYLINDER_SHADE}<clipPath id="pot"><path d="M272 450 L528 450 L500 640 Q498 652 486 652 L314 652 Q302 652 300 640 Z"/></clipPath></defs>
      ${leaves}
      <path d="M272 450 L528 450 L500 640 Q498 652 486 652 L314 652 Q302 652 300 640 Z" fill="${p.base}" ${sw(p)}/>
      <g clip-path="url(#pot)">${ribs.join('')}<rect x="260" y="440" width="280" height="220" fill="url(#cyl)"/></g>
      <rect x="254" y="418" width="292" height="42" rx="10" fill="${p.light}" ${sw(p)}/>`;
  },

  serum: ({ p }) => `
      <defs>${CYLINDER_SHADE}</defs>
      <rect x="372" y="196" width="56" height="112" rx="27" fill="#2C2A29"/>
      <rect x="352" y="290" width="96" height="36" rx="8" fill="#C9A45C" stroke="#8F7237" stroke-width="3"/>
      <path d="M318 384 Q318 338 362 338 L438 338 Q482 338 482 384 L482 618 Q482 652 448 652 L352 652 Q318 652 318 618 Z" fill="${p.base}" ${sw(p)}/>
      <path d="M318 384 Q318 338 362 338 L438 338 Q482 338 482 384 L482 618 Q482 652 448 652 L352 652 Q318 652 318 618 Z" fill="url(#cyl)"/>
      <rect x="340" y="440" width="120" height="136" rx="6" fill="#F5EFE6"/>
      <path d="M400 470 Q424 500 400 540 Q376 500 400 470 Z" fill="#7A9A6B"/>
      <rect x="366" y="552" width="68" height="8" rx="4" fill="#9A8C7A"/>
      <rect x="334" y="378" width="14" height="230" rx="7" fill="#fff" opacity="0.3"/>`,

  tube: ({ p, accent }) => {
    const crimp = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
      .map((i) => `<path d="M${306 + i * 16} 176 L${306 + i * 16} 204" stroke="${p.darker}" stroke-width="3" opacity="0.35"/>`)
      .join('');
    return `
      <g transform="rotate(-12 400 420)">
        <path d="M300 198 L500 198 L470 540 L330 540 Z" fill="${p.base}" ${sw(p)}/>
        <path d="M312 330 L488 330 L480 430 L320 430 Z" fill="${accent}"/>
        <path d="M352 370 L448 370" stroke="${p.lighter}" stroke-width="10" stroke-linecap="round"/>
        <path d="M364 396 L436 396" stroke="${p.lighter}" stroke-width="6" stroke-linecap="round" opacity="0.8"/>
        <rect x="294" y="170" width="212" height="40" rx="6" fill="${p.light}" ${sw(p, 3)}/>
        ${crimp}
        <rect x="334" y="536" width="132" height="96" rx="16" fill="${p.darker}"/>
        <path d="M318 230 L340 520" stroke="#fff" stroke-width="12" opacity="0.22" stroke-linecap="round"/>
      </g>`;
  },

  mat: ({ p }) => {
    const spiral = [78, 58, 38, 18]
      .map((r) => `<ellipse cx="230" cy="452" rx="${r1(r * 0.64)}" ry="${r}" fill="none" stroke="${p.darker}" stroke-width="4" opacity="0.55"/>`)
      .join('');
    return `
      <path d="M200 540 L600 540 L690 650 L110 650 Z" fill="${p.light}" ${sw(p)}/>
      <path d="M230 366 L570 366 A56 86 0 0 1 570 538 L230 538 Z" fill="${p.base}" ${sw(p)}/>
      <rect x="230" y="368" width="340" height="40" fill="#fff" opacity="0.1"/>
      <rect x="310" y="362" width="24" height="180" fill="#2F2F33"/>
      <rect x="470" y="362" width="24" height="180" fill="#2F2F33"/>
      <ellipse cx="230" cy="452" rx="56" ry="86" fill="${p.dark}" ${sw(p)}/>
      ${spiral}`;
  },

  bottle: ({ p }) => `
      <defs>${CYLINDER_SHADE}</defs>
      <path d="M380 176 Q380 112 420 112 Q458 112 458 160" fill="none" stroke="#2D2F33" stroke-width="14" stroke-linecap="round"/>
      <rect x="350" y="156" width="100" height="98" rx="18" fill="#2D2F33"/>
      <rect x="350" y="236" width="100" height="14" fill="#C9CDD2"/>
      <path d="M320 302 Q320 262 362 252 L438 252 Q480 262 480 302 L480 640 Q480 668 452 668 L348 668 Q320 668 320 640 Z" fill="${p.base}" ${sw(p)}/>
      <path d="M320 302 Q320 262 362 252 L438 252 Q480 262 480 302 L480 640 Q480 668 452 668 L348 668 Q320 668 320 640 Z" fill="url(#cyl)"/>
      <path d="M322 632 L478 632 L478 640 Q478 666 452 666 L348 666 Q322 666 322 640 Z" fill="#C9CDD2"/>
      <circle cx="400" cy="430" r="22" fill="none" stroke="${p.lighter}" stroke-width="5" opacity="0.7"/>`,

  backpack: ({ p }) => `
      <path d="M360 168 Q400 118 440 168" fill="none" stroke="${p.darker}" stroke-width="16" stroke-linecap="round"/>
      <path d="M262 300 Q214 430 252 580" fill="none" stroke="${p.darker}" stroke-width="28" stroke-linecap="round"/>
      <path d="M538 300 Q586 430 548 580" fill="none" stroke="${p.darker}" stroke-width="28" stroke-linecap="round"/>
      <rect x="248" y="206" width="304" height="438" rx="62" fill="${p.base}" ${sw(p)}/>
      <rect x="258" y="158" width="284" height="86" rx="26" fill="${p.dark}" ${sw(p)}/>
      <path d="M270 200 L530 200" stroke="${p.darker}" stroke-width="3" opacity="0.5"/>
      <rect x="386" y="214" width="28" height="62" rx="6" fill="#D9D6CF"/>
      <rect x="380" y="246" width="40" height="18" rx="4" fill="#3B3B3F"/>
      <rect x="288" y="424" width="224" height="178" rx="32" fill="${p.dark}" ${sw(p, 3)}/>
      <path d="M306 450 L494 450" stroke="#D9D6CF" stroke-width="4" stroke-dasharray="6 5"/>
      <rect x="376" y="350" width="48" height="32" rx="6" fill="#A0764E"/>
      <rect x="262" y="240" width="26" height="340" rx="13" fill="#fff" opacity="0.08"/>`,

  blocks: () => {
    const red = '#E76F51';
    const yellow = '#F4B544';
    const teal = '#2A9D8F';
    const navy = '#264653';
    const pink = '#E9A0B4';
    const edge = 'stroke="#5b4636" stroke-opacity="0.35" stroke-width="4" stroke-linejoin="round"';
    return `
      <rect x="196" y="488" width="136" height="136" rx="10" fill="${red}" ${edge}/>
      <path d="M332 624 L332 502 L468 502 L468 624 L436 624 A36 36 0 0 0 364 624 Z" fill="${teal}" ${edge}/>
      <rect x="468" y="488" width="136" height="136" rx="10" fill="${navy}" ${edge}/>
      <rect x="246" y="410" width="308" height="78" rx="8" fill="${yellow}" ${edge}/>
      <path d="M300 410 L374 288 L448 410 Z" fill="${pink}" ${edge}/>
      <rect x="462" y="318" width="74" height="92" rx="8" fill="${teal}" ${edge}/>
      <ellipse cx="499" cy="318" rx="37" ry="12" fill="#5CC0B3" ${edge}/>
      <circle cx="264" cy="556" r="26" fill="#fff" opacity="0.25"/>
      <path d="M500 520 L572 520 L536 590 Z" fill="#fff" opacity="0.2"/>`;
  },

  book: ({ p, accent }) => {
    const pageLines = [0, 1, 2, 3, 4]
      .map((i) => `<path d="M${560 + i * 3} 186 L${560 + i * 3} 546" stroke="#D8CFBE" stroke-width="1.5"/>`)
      .join('');
    return `
      <rect x="556" y="180" width="20" height="370" rx="3" fill="#F4EEE2"/>
      ${pageLines}
      <path d="M262 196 L300 170 L300 558 L262 584 Z" fill="${p.darker}" ${sw(p, 3)}/>
      <rect x="300" y="170" width="262" height="388" rx="6" fill="${p.base}" ${sw(p)}/>
      <circle cx="431" cy="318" r="76" fill="${p.lighter}"/>
      <circle cx="431" cy="318" r="50" fill="${accent}"/>
      <path d="M400 300 Q431 270 462 300 Q431 350 400 300 Z" fill="${p.lighter}" opacity="0.8"/>
      <rect x="352" y="432" width="158" height="14" rx="7" fill="${p.lighter}"/>
      <rect x="380" y="462" width="102" height="10" rx="5" fill="${p.lighter}" opacity="0.7"/>
      <rect x="312" y="170" width="16" height="388" fill="#000" opacity="0.1"/>`;
  },

  coffee: ({ p, rand }) => {
    const beans: string[] = [];
    for (let i = 0; i < 7; i++) {
      const x = 190 + rand() * 420;
      const y = 640 + rand() * 30;
      const a = Math.round(rand() * 180);
      beans.push(
        `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${a})"><ellipse rx="16" ry="11" fill="#5A3A22"/><path d="M-12 0 Q0 -5 12 0" stroke="#2E1C10" stroke-width="2.5" fill="none"/></g>`,
      );
    }
    return `
      <path d="M290 236 L510 236 L532 640 Q532 652 520 652 L280 652 Q268 652 268 640 Z" fill="${p.base}" ${sw(p)}/>
      <rect x="284" y="196" width="232" height="52" rx="6" fill="${p.dark}" ${sw(p, 3)}/>
      ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((i) => `<path d="M${296 + i * 17} 200 L${296 + i * 17} 244" stroke="${p.darker}" stroke-width="2" opacity="0.35"/>`).join('')}
      <rect x="278" y="246" width="244" height="10" rx="3" fill="#9B9EA3"/>
      <circle cx="400" cy="296" r="13" fill="${p.darker}"/>
      <rect x="318" y="358" width="164" height="196" rx="10" fill="#F3EBDD"/>
      <ellipse cx="400" cy="436" rx="30" ry="42" fill="#5A3A22"/>
      <path d="M392 398 Q414 436 392 474" stroke="#F3EBDD" stroke-width="5" fill="none"/>
      <rect x="350" y="498" width="100" height="10" rx="5" fill="#8C7A66"/>
      <rect x="366" y="520" width="68" height="8" rx="4" fill="#8C7A66" opacity="0.6"/>
      <path d="M296 262 L314 630" stroke="#fff" stroke-width="10" opacity="0.1" stroke-linecap="round"/>
      ${beans.join('')}`;
  },

  tin: ({ p }) => {
    const flake = [0, 60, 120]
      .map((a) => `<path d="M0 -34 L0 34" transform="rotate(${a})" stroke="${p.base}" stroke-width="6" stroke-linecap="round"/>`)
      .join('');
    return `
      <defs>${CYLINDER_SHADE}</defs>
      <path d="M290 290 L510 290 L510 602 A110 26 0 0 1 290 602 Z" fill="${p.base}" ${sw(p)}/>
      <rect x="290" y="392" width="220" height="128" fill="#F2E6D0"/>
      <g transform="translate(400 456)">${flake}<circle r="9" fill="${p.base}"/></g>
      <path d="M290 290 L510 290 L510 602 A110 26 0 0 1 290 602 Z" fill="url(#cyl)"/>
      <path d="M284 262 L516 262 L516 306 A116 26 0 0 1 284 306 Z" fill="${p.dark}" ${sw(p)}/>
      <ellipse cx="400" cy="262" rx="116" ry="26" fill="${p.light}" ${sw(p)}/>
      <ellipse cx="400" cy="262" rx="84" ry="16" fill="none" stroke="${p.dark}" stroke-width="4" opacity="0.5"/>`;
  },
} satisfies Partial<Record<ShapeName, Shape>>;
