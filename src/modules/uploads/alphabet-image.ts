import sharp from 'sharp';

export const ALPHABET_IMAGE_SIZE = 400;

/*
 * Capital letters as stroked paths in a 100×140 box. Drawn as paths rather than SVG text so the
 * images look the same everywhere: the slim runtime image has no fonts for librsvg to use.
 */
const O = 'M50,0 C10,0 0,35 0,70 C0,105 10,140 50,140 C90,140 100,105 100,70 C100,35 90,0 50,0 Z';
const P = 'M0,140 L0,0 L60,0 Q100,0 100,37 Q100,75 60,75 L0,75';
const GLYPHS: Record<string, string> = {
  a: 'M0,140 L50,0 L100,140 M20,84 L80,84',
  b: 'M0,0 L0,140 L60,140 Q100,140 100,105 Q100,70 60,70 L0,70 M0,0 L55,0 Q92,0 92,35 Q92,70 55,70',
  c: 'M100,25 C88,6 72,0 52,0 C12,0 0,35 0,70 C0,105 12,140 52,140 C72,140 88,134 100,115',
  d: 'M0,0 L0,140 L40,140 C85,140 100,110 100,70 C100,30 85,0 40,0 Z',
  e: 'M100,0 L0,0 L0,140 L100,140 M0,70 L75,70',
  f: 'M100,0 L0,0 L0,140 M0,70 L75,70',
  g: 'M100,25 C88,6 72,0 52,0 C12,0 0,35 0,70 C0,105 12,140 52,140 C85,140 100,115 100,80 L55,80',
  h: 'M0,0 L0,140 M100,0 L100,140 M0,70 L100,70',
  i: 'M50,0 L50,140 M20,0 L80,0 M20,140 L80,140',
  j: 'M30,0 L90,0 M70,0 L70,100 Q70,140 35,140 Q0,140 0,105',
  k: 'M0,0 L0,140 M100,0 L0,85 M35,55 L100,140',
  l: 'M0,0 L0,140 L100,140',
  m: 'M0,140 L0,0 L50,80 L100,0 L100,140',
  n: 'M0,140 L0,0 L100,140 L100,0',
  o: O,
  p: P,
  q: `${O} M60,100 L100,145`,
  r: `${P} M50,75 L100,140`,
  s: 'M95,20 Q80,0 50,0 Q5,0 5,35 Q5,65 50,70 Q95,75 95,105 Q95,140 50,140 Q15,140 0,115',
  t: 'M0,0 L100,0 M50,0 L50,140',
  u: 'M0,0 L0,95 Q0,140 50,140 Q100,140 100,95 L100,0',
  v: 'M0,0 L50,140 L100,0',
  w: 'M0,0 L22,140 L50,50 L78,140 L100,0',
  x: 'M0,0 L100,140 M100,0 L0,140',
  y: 'M0,0 L50,70 L100,0 M50,70 L50,140',
  z: 'M0,0 L100,0 L0,140 L100,140',
};

export const ALPHABET = Object.keys(GLYPHS);

/** A hue per letter, spread so neighbouring letters differ: `hsl(h, 55%, 42%)` as rgb. */
function background(letter: string): string {
  const index = letter.charCodeAt(0) - 97;
  const h = ((index * 7) % 26) * (360 / 26);
  const s = 0.55;
  const l = 0.42;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) =>
    Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return `rgb(${f(0)},${f(8)},${f(4)})`;
}

/** The default profile image of a letter a–z: the capital in white on a coloured square. */
export function renderLetterPng(letter: string): Promise<Buffer> {
  const glyph = GLYPHS[letter];
  if (!glyph) {
    throw new Error(`No glyph for ${JSON.stringify(letter)}`);
  }
  const size = ALPHABET_IMAGE_SIZE;
  const scale = 1.4;
  const x = (size - 100 * scale) / 2;
  const y = (size - 140 * scale) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" fill="${background(letter)}"/>
    <path d="${glyph}" transform="translate(${x} ${y}) scale(${scale})" fill="none"
      stroke="#ffffff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
