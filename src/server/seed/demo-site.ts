// The demo site and its brand assets (custom colours and icon) as seeded.
// Field names follow the create-site payload and the colour/icon items of the
// management spec, so the seed can hand them over without renaming.

export interface DemoSite {
  unique_id: string;
  title: string;
  description: string;
  /** One of the editor's language codes (spec 1 §3). */
  language: 'en';
  /** Site type; demo-content is the default source type. */
  sources: 'demo-content';
  /** File name under images/. */
  logo: string;
}

export interface DemoBrandColor {
  name: string;
  hex: string;
  family: string;
}

export interface DemoIcon {
  name: string;
  /** Inline SVG; uses currentColor so it follows the surrounding text colour. */
  svg: string;
}

export const demoSite: DemoSite = {
  unique_id: 'demo',
  title: 'Sitewright Demo Store',
  description:
    'A small shop for well-made everyday things: organic basics, handmade homeware and a few good gadgets. Built with Sitewright to show pages, content and the storefront together.',
  language: 'en',
  sources: 'demo-content',
  logo: 'logo.svg',
};

// Taken from the logo and product palette so custom blocks can match the artwork.
export const demoBrandColors: DemoBrandColor[] = [
  { name: 'Forest', hex: '#2F5D46', family: 'green' },
  { name: 'Harbour Navy', hex: '#1F3A5F', family: 'blue' },
  { name: 'Terracotta', hex: '#C0623F', family: 'orange' },
  { name: 'Sage', hex: '#9CAF88', family: 'green' },
  { name: 'Chalk', hex: '#F4F1EA', family: 'neutral' },
  { name: 'Mustard', hex: '#D6A23A', family: 'yellow' },
];

export const demoIcon: DemoIcon = {
  name: 'leaf-mark',
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M5 19c0-8 5-14 15-14 0 9-6 14-15 14z"/><path d="M5 19c3-4 6-7 10-9"/></svg>',
};
