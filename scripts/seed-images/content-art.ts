// Post and content banners: soft abstract compositions, one style and four colours per banner.

import { hashString, r1, rng } from './random.ts';

const CONTENT_W = 1200;
const CONTENT_H = 630;

interface ContentImageSpec {
  slug: string;
  colors: [string, string, string, string];
  style: 'blobs' | 'waves' | 'arcs' | 'grid';
}

// Shared by demo-content and demo-posts; file names must match those modules.
export const CONTENT_IMAGES: ContentImageSpec[] = [
  { slug: 'brand-story', colors: ['#F3E6D8', '#E9B99A', '#C0623F', '#2F5D46'], style: 'arcs' },
  { slug: 'sustainability', colors: ['#E5F0E6', '#A8C9A4', '#5E8C55', '#2F5D46'], style: 'waves' },
  { slug: 'care-and-repair', colors: ['#EEF2F5', '#BFD0DC', '#6D8EA6', '#1F3A5F'], style: 'grid' },
  { slug: 'spring-lookbook', colors: ['#FBEFEA', '#F4C7B8', '#E9A0B4', '#9CAF88'], style: 'blobs' },
  { slug: 'makers-studio', colors: ['#F5EEE4', '#DCC3A2', '#B8914B', '#5B6770'], style: 'arcs' },
  { slug: 'coffee-ritual', colors: ['#F4EADF', '#D2B08C', '#8A5A3A', '#3B2A20'], style: 'waves' },
  { slug: 'style-notes', colors: ['#EFEDF6', '#CFC7E6', '#8C7BC0', '#2B2B2E'], style: 'grid' },
  { slug: 'outdoors', colors: ['#E6F1F4', '#A9D3DD', '#2E6F8E', '#2F5E4E'], style: 'waves' },
  { slug: 'home-and-living', colors: ['#F7F0E6', '#E6CFAF', '#D6A23A', '#B4532A'], style: 'blobs' },
  { slug: 'wellbeing', colors: ['#F8ECEE', '#EBCFD2', '#C98B7E', '#7A9A6B'], style: 'arcs' },
];

export function contentSvg(spec: ContentImageSpec): string {
  const rand = rng(hashString(spec.slug));
  const [c0, c1, c2, c3] = spec.colors;
  const parts: string[] = [];
  const W = CONTENT_W;
  const H = CONTENT_H;

  // Large soft glows give depth without the noise a texture would add to the file.
  for (let i = 0; i < 3; i++) {
    const cx = r1(rand() * W);
    const cy = r1(rand() * H);
    const r = r1(220 + rand() * 260);
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#glow${i % 2})"/>`);
  }

  if (spec.style === 'blobs') {
    for (let i = 0; i < 5; i++) {
      const cx = 120 + rand() * (W - 240);
      const cy = 80 + rand() * (H - 160);
      const r = 60 + rand() * 150;
      const k = 0.55 + rand() * 0.3;
      const fill = [c1, c2, c3][i % 3] ?? c2;
      parts.push(
        `<path d="M${r1(cx - r)} ${r1(cy)} C${r1(cx - r)} ${r1(cy - r * k)} ${r1(cx - r * 0.3)} ${r1(cy - r)} ${r1(cx + r * 0.2)} ${r1(cy - r * 0.9)} C${r1(cx + r)} ${r1(cy - r * 0.8)} ${r1(cx + r * 1.1)} ${r1(cy + r * 0.3)} ${r1(cx + r * 0.5)} ${r1(cy + r * 0.8)} C${r1(cx)} ${r1(cy + r * 1.2)} ${r1(cx - r)} ${r1(cy + r * k)} ${r1(cx - r)} ${r1(cy)} Z" fill="${fill}" opacity="${r1(0.55 + rand() * 0.35)}"/>`,
      );
    }
  } else if (spec.style === 'waves') {
    for (let i = 0; i < 4; i++) {
      const y = H * (0.45 + i * 0.15);
      const a = 40 + rand() * 50;
      const phase = rand() * 300;
      const fill = [c1, c2, c3, c3][i] ?? c3;
      parts.push(
        `<path d="M0 ${r1(y)} C${r1(300 + phase)} ${r1(y - a)} ${r1(600 + phase / 2)} ${r1(y + a)} ${W} ${r1(y - a / 2)} L${W} ${H} L0 ${H} Z" fill="${fill}" opacity="${r1(0.6 + i * 0.1)}"/>`,
      );
    }
    parts.push(`<circle cx="${r1(W * (0.65 + rand() * 0.2))}" cy="${r1(H * 0.28)}" r="70" fill="${c0}" opacity="0.9"/>`);
  } else if (spec.style === 'arcs') {
    const cx = W * (0.6 + rand() * 0.25);
    const cy = H * (0.55 + rand() * 0.3);
    for (let i = 0; i < 6; i++) {
      const r = 90 + i * 70;
      const color = [c2, c3, c1][i % 3] ?? c2;
      parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r}" fill="none" stroke="${color}" stroke-width="${r1(18 + rand() * 22)}" opacity="0.75"/>`);
    }
    parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="54" fill="${c3}"/>`);
    parts.push(`<rect x="80" y="${r1(H * 0.2)}" width="${r1(W * 0.28)}" height="${r1(H * 0.6)}" rx="28" fill="${c0}" opacity="0.7"/>`);
  } else {
    const cols = 6;
    const rows = 3;
    const cell = 150;
    const ox = W - cols * cell - 60;
    const oy = (H - rows * cell) / 2;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const v = rand();
        const x = ox + c * cell + 14;
        const y = oy + r * cell + 14;
        const s = cell - 28;
        const fill = v < 0.33 ? c1 : v < 0.66 ? c2 : c3;
        if (v < 0.5) {
          parts.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${s}" height="${s}" rx="${r1(10 + rand() * 50)}" fill="${fill}" opacity="0.85"/>`);
        } else {
          parts.push(`<circle cx="${r1(x + s / 2)}" cy="${r1(y + s / 2)}" r="${s / 2}" fill="${fill}" opacity="0.85"/>`);
        }
      }
    }
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></linearGradient>
    <radialGradient id="glow0" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow1" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${c2}" stop-opacity="0.35"/><stop offset="1" stop-color="${c2}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${parts.join('\n  ')}
</svg>`;
}
