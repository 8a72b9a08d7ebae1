// Product shapes for clothing and electronics (see shape-kit.ts for the canvas they draw into).

import { mix, paletteOf, type Palette } from './colour.ts';
import { r1 } from './random.ts';
import { sw, type Shape, type ShapeName } from './shape-kit.ts';

export const apparelElectronicsShapes = {
  tee: ({ p }) => {
    const body =
      'M330 190 Q400 250 470 190 L570 215 L660 330 L595 372 L550 338 L550 640 Q400 654 250 640 L250 338 L205 372 L140 330 L230 215 Z';
    return `
      <path d="${body}" fill="${p.base}" ${sw(p)}/>
      <path d="M250 338 L250 640 Q300 646 330 648 L330 300 Q290 300 250 338 Z" fill="#000" opacity="0.06"/>
      <path d="M330 190 Q400 250 470 190 Q400 226 330 190 Z" fill="${p.dark}" ${sw(p, 3)}/>
      <path d="M205 372 L140 330 L152 314 L216 356 Z" fill="${p.dark}" opacity="0.7"/>
      <path d="M595 372 L660 330 L648 314 L584 356 Z" fill="${p.dark}" opacity="0.7"/>
      <path d="M252 620 Q400 634 548 620" fill="none" stroke="${p.dark}" stroke-width="3" opacity="0.6"/>
      <path d="M380 260 Q420 330 470 300" fill="none" stroke="#fff" stroke-width="10" opacity="0.08" stroke-linecap="round"/>`;
  },

  hoodie: ({ p }) => {
    const body =
      'M300 215 L220 240 Q170 262 160 330 L130 600 L195 612 L232 380 L250 402 L250 650 Q400 662 550 650 L550 402 L568 380 L605 612 L670 600 L640 330 Q630 262 580 240 L500 215 Z';
    return `
      <path d="M300 220 Q296 128 400 122 Q504 128 500 220 Q400 262 300 220 Z" fill="${p.dark}" ${sw(p)}/>
      <path d="${body}" fill="${p.base}" ${sw(p)}/>
      <path d="M300 218 Q400 262 500 218 Q488 150 400 146 Q312 150 300 218 Z" fill="${p.darker}" opacity="0.85"/>
      <path d="M318 220 Q400 256 482 220 Q400 236 318 220 Z" fill="${p.base}"/>
      <path d="M378 244 L372 336" stroke="${p.lighter}" stroke-width="7" stroke-linecap="round"/>
      <path d="M422 244 L428 336" stroke="${p.lighter}" stroke-width="7" stroke-linecap="round"/>
      <path d="M300 490 L500 490 L532 596 L268 596 Z" fill="${p.dark}" opacity="0.55" ${sw(p, 3)}/>
      <path d="M252 624 Q400 636 548 624 L548 650 Q400 662 252 650 Z" fill="${p.dark}"/>
      <path d="M132 586 L197 598 L195 612 L130 600 Z" fill="${p.dark}"/>
      <path d="M603 598 L668 586 L670 600 L605 612 Z" fill="${p.dark}"/>`;
  },

  shirt: ({ p }) => {
    const body =
      'M320 190 L230 215 Q180 236 170 300 L140 590 L200 600 L240 380 L250 400 L250 650 Q400 662 550 650 L550 400 L560 380 L600 600 L660 590 L630 300 Q620 236 570 215 L480 190 Q400 222 320 190 Z';
    const buttons = [292, 362, 432, 502, 572]
      .map((y) => `<circle cx="400" cy="${y}" r="7" fill="${p.darker}"/>`)
      .join('');
    return `
      <path d="${body}" fill="${p.base}" ${sw(p)}/>
      <path d="M400 236 L400 655" stroke="${p.dark}" stroke-width="3"/>
      <path d="M388 236 L388 655" stroke="${p.dark}" stroke-width="2" opacity="0.5"/>
      ${buttons}
      <path d="M320 190 L400 236 L362 284 L302 214 Z" fill="${p.light}" ${sw(p, 3)}/>
      <path d="M480 190 L400 236 L438 284 L498 214 Z" fill="${p.light}" ${sw(p, 3)}/>
      <rect x="452" y="306" width="62" height="68" rx="6" fill="none" ${sw(p, 3)}/>
      <path d="M200 600 L140 590 L146 560 L205 570 Z" fill="${p.dark}" opacity="0.6"/>
      <path d="M600 600 L660 590 L654 560 L595 570 Z" fill="${p.dark}" opacity="0.6"/>`;
  },

  beanie: ({ p }) => {
    const ribs: string[] = [];
    for (let x = 246; x <= 556; x += 26) {
      ribs.push(`<path d="M${x} 200 L${x} 520" stroke="${p.darker}" stroke-width="6" opacity="0.22"/>`);
    }
    const cuffRibs: string[] = [];
    for (let x = 232; x <= 572; x += 22) {
      cuffRibs.push(`<path d="M${x} 484 L${x} 588" stroke="${p.darker}" stroke-width="5" opacity="0.25"/>`);
    }
    return `
      <defs><clipPath id="dome"><path d="M232 520 Q228 226 400 216 Q572 226 568 520 Z"/></clipPath></defs>
      <path d="M232 520 Q228 226 400 216 Q572 226 568 520 Z" fill="${p.base}" ${sw(p)}/>
      <g clip-path="url(#dome)">${ribs.join('')}
        <ellipse cx="330" cy="320" rx="60" ry="90" fill="#fff" opacity="0.1"/></g>
      <rect x="214" y="478" width="372" height="114" rx="24" fill="${p.dark}" ${sw(p)}/>
      ${cuffRibs.join('')}
      <rect x="370" y="508" width="60" height="36" rx="4" fill="${p.lighter}" opacity="0.9"/>`;
  },

  sneaker: ({ p }) => {
    const sole = '#F3F0E8';
    // Eyelets run down the lace line from the tongue towards the toe.
    const eyelets = [0, 1, 2, 3, 4].map((i) => ({ x: 392 + i * 36, y: 402 + i * 16 }));
    const eyeletDots = eyelets.map(({ x, y }) => `<circle cx="${x}" cy="${y}" r="6" fill="${p.darker}"/>`).join('');
    const laces = eyelets
      .slice(0, 4)
      .map(({ x, y }) => `<path d="M${x - 6} ${y - 14} L${x + 30} ${y + 2}" stroke="${p.lighter}" stroke-width="7" stroke-linecap="round"/>`)
      .join('');
    // Drawn low and flat; scaled so it fills the frame like the taller products.
    return `<g transform="translate(-76 -68) scale(1.15)">
      <path d="M168 560 L160 450 Q160 418 194 416 Q250 432 302 426 L332 392 Q348 368 376 378 L566 462 Q652 480 678 528 Q690 552 672 562 Z" fill="${p.base}" ${sw(p)}/>
      <path d="M196 418 Q250 434 302 428 L316 412 Q250 420 200 410 Z" fill="${p.darker}"/>
      <path d="M332 392 Q348 368 376 378 L384 382 Q356 380 342 406 Z" fill="${p.dark}"/>
      <path d="M160 450 Q160 418 194 416 L206 418 Q190 480 200 560 L168 560 Z" fill="${p.dark}"/>
      <path d="M596 470 Q656 484 678 528 Q690 552 672 562 L586 562 Q612 520 596 470 Z" fill="${p.light}" ${sw(p, 3)}/>
      <path d="M236 470 Q360 500 520 482" fill="none" stroke="${p.dark}" stroke-width="3" stroke-dasharray="8 7" opacity="0.7"/>
      ${eyeletDots}
      ${laces}
      <path d="M146 558 L670 558 Q702 560 702 588 Q702 616 670 616 L156 616 Q126 616 126 588 Q126 558 146 558 Z" fill="${sole}" stroke="#B9B3A5" stroke-width="4"/>
      <path d="M136 576 L692 576" stroke="#B9B3A5" stroke-width="3"/>
      <path d="M606 560 L672 560 Q700 562 700 588 L652 588 Q640 566 606 560 Z" fill="#E4DED1"/></g>`;
  },

  socks: ({ p, accent }) => {
    const sock = (fill: Palette, trim: string) => `
      <path d="M320 180 L460 180 L460 470 Q460 520 500 545 L590 590 Q642 620 616 670 Q590 712 530 682 L360 602 Q320 582 320 530 Z" fill="${fill.base}" ${sw(fill)}/>
      <rect x="318" y="176" width="144" height="64" rx="8" fill="${fill.dark}" ${sw(fill, 3)}/>
      ${[340, 362, 384, 406, 428, 450].map((x) => `<path d="M${x} 182 L${x} 236" stroke="${fill.darker}" stroke-width="4" opacity="0.35"/>`).join('')}
      <path d="M560 576 L590 590 Q642 620 616 670 Q590 712 530 682 L512 674 Q560 640 560 576 Z" fill="${trim}"/>
      <path d="M320 520 Q320 582 360 602 L400 620 Q380 560 400 520 Z" fill="${trim}"/>
      <path d="M332 300 L448 300 M332 320 L448 320" stroke="${trim}" stroke-width="8"/>`;
    return `
      <g transform="translate(-120 -10) rotate(-8 400 420)">${sock(paletteOf(mix(accent, '#ffffff', 0.1)), p.base)}</g>
      <g transform="translate(60 20)">${sock(p, accent)}</g>`;
  },

  headphones: ({ p }) => `
      <path d="M226 440 Q222 176 400 172 Q578 176 574 440" fill="none" stroke="${p.darker}" stroke-width="42" stroke-linecap="round"/>
      <path d="M226 440 Q222 176 400 172 Q578 176 574 440" fill="none" stroke="${p.base}" stroke-width="28" stroke-linecap="round"/>
      <path d="M300 214 Q400 176 500 214" fill="none" stroke="${p.dark}" stroke-width="22" stroke-linecap="round"/>
      <rect x="212" y="392" width="30" height="70" rx="10" fill="${p.dark}"/>
      <rect x="558" y="392" width="30" height="70" rx="10" fill="${p.dark}"/>
      <rect x="160" y="420" width="112" height="206" rx="52" fill="${p.base}" ${sw(p)}/>
      <rect x="252" y="434" width="46" height="178" rx="22" fill="${p.darker}" ${sw(p, 3)}/>
      <rect x="528" y="420" width="112" height="206" rx="52" fill="${p.base}" ${sw(p)}/>
      <rect x="502" y="434" width="46" height="178" rx="22" fill="${p.darker}" ${sw(p, 3)}/>
      <ellipse cx="200" cy="480" rx="18" ry="44" fill="#fff" opacity="0.18"/>
      <ellipse cx="568" cy="480" rx="18" ry="44" fill="#fff" opacity="0.18"/>`,

  watch: ({ p }) => {
    const caseFill = mix(p.base, '#3a3c42', 0.55);
    return `
      <rect x="332" y="110" width="136" height="200" rx="30" fill="${p.base}" ${sw(p)}/>
      <rect x="332" y="470" width="136" height="220" rx="30" fill="${p.base}" ${sw(p)}/>
      ${[560, 600, 640].map((y) => `<circle cx="400" cy="${y}" r="7" fill="${p.darker}"/>`).join('')}
      <rect x="510" y="332" width="22" height="56" rx="7" fill="${mix(caseFill, '#000000', 0.2)}"/>
      <rect x="282" y="240" width="236" height="292" rx="62" fill="${caseFill}" stroke="${mix(caseFill, '#000000', 0.3)}" stroke-width="4"/>
      <rect x="302" y="260" width="196" height="252" rx="46" fill="#111317"/>
      <circle cx="400" cy="386" r="62" fill="none" stroke="#7CE0B5" stroke-width="12" stroke-dasharray="300 90" stroke-linecap="round" transform="rotate(-90 400 386)"/>
      <circle cx="400" cy="386" r="40" fill="none" stroke="#F2A65A" stroke-width="12" stroke-dasharray="170 90" stroke-linecap="round" transform="rotate(-90 400 386)"/>
      <circle cx="400" cy="386" r="18" fill="#8AB6F9"/>
      <path d="M318 282 Q330 270 350 268" stroke="#fff" stroke-width="6" opacity="0.15" fill="none" stroke-linecap="round"/>`;
  },

  speaker: ({ p }) => `
      <defs>
        <pattern id="grille" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="4.5" fill="${p.darker}"/></pattern>
        <clipPath id="pebble"><path d="M222 440 Q222 262 400 256 Q596 262 588 440 Q580 604 400 608 Q222 604 222 440 Z"/></clipPath>
      </defs>
      <path d="M222 440 Q222 262 400 256 Q596 262 588 440 Q580 604 400 608 Q222 604 222 440 Z" fill="${p.base}" ${sw(p)}/>
      <g clip-path="url(#pebble)">
        <ellipse cx="405" cy="450" rx="150" ry="112" fill="url(#grille)"/>
        <ellipse cx="330" cy="330" rx="110" ry="50" fill="#fff" opacity="0.12"/>
      </g>
      <rect x="350" y="262" width="30" height="10" rx="5" fill="${p.darker}"/>
      <rect x="420" y="262" width="30" height="10" rx="5" fill="${p.darker}"/>
      <path d="M584 420 Q640 430 640 480 Q640 528 582 520" fill="none" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/>`,

  charger: ({ p }) => {
    const grain = [0.45, 0.62, 0.8]
      .map((t) => `<ellipse cx="${r1(400 + 10 * t)}" cy="420" rx="${r1(220 * t)}" ry="${r1(88 * t)}" fill="none" stroke="${p.darker}" stroke-width="3" opacity="0.3"/>`)
      .join('');
    return `
      <path d="M600 440 Q700 450 720 560" fill="none" stroke="#F1F0EC" stroke-width="12" stroke-linecap="round"/>
      <path d="M180 420 L180 470 A220 90 0 0 0 620 470 L620 420 Z" fill="${p.dark}" ${sw(p)}/>
      <path d="M182 468 A220 90 0 0 0 618 468 L618 482 A220 90 0 0 1 182 482 Z" fill="#C9A27A"/>
      <ellipse cx="400" cy="420" rx="220" ry="90" fill="${p.base}" ${sw(p)}/>
      ${grain}
      <ellipse cx="400" cy="420" rx="70" ry="28" fill="${p.light}" opacity="0.35"/>
      <ellipse cx="400" cy="506" rx="12" ry="5" fill="#9EE6FF"/>`;
  },
} satisfies Partial<Record<ShapeName, Shape>>;
