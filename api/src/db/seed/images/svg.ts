/**
 * Our own illustrations, drawn as small SVGs: portraits are simple avatars (never a real person's
 * photo), "photos" are illustrated scenes of karateka. Deterministic: the same name always gives
 * the same picture, so regenerating changes nothing. Run `generate.ts` to write the files.
 */

/** A small deterministic random generator (mulberry32) seeded from a name. */
export function randomFrom(name: string): () => number {
  let seed = 0;
  for (const char of name) seed = (Math.imul(seed ^ char.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

const SKINS = ['#f1c9a5', '#e0ac86', '#c68a62', '#a86b45', '#7a4a2c', '#f5d7bd'];
const HAIRS = ['#2b1d14', '#4a3020', '#7b5533', '#b08040', '#1b1b1b', '#8c8c8c', '#c9a36b'];
const BACKGROUNDS = ['#dbe4f5', '#f5e1d8', '#e0efe3', '#efe4f5', '#f7efd6', '#d9eef2', '#f2dada'];
const BELTS = { black: '#1b1b1b', red: '#c8372d', blue: '#2456b8', brown: '#6b4226', white: '#f4f4f4' } as const;
export type BeltColour = keyof typeof BELTS;

export const PORTRAIT_SIZE = { width: 240, height: 240 } as const;
export const SCENE_SIZE = { width: 800, height: 500 } as const;

export interface PortraitSpec {
  /** Short or long hair, or none. */
  hair: 'short' | 'long' | 'bun' | 'bald';
  belt: BeltColour;
  /** Varies skin, hair colour and background. */
  seedName: string;
}

/** A head-and-shoulders avatar in a karategi. */
export function portraitSvg(spec: PortraitSpec): string {
  const random = randomFrom(spec.seedName);
  const skin = pick(random, SKINS);
  const hair = spec.hair === 'bald' ? skin : pick(random, HAIRS);
  const background = pick(random, BACKGROUNDS);
  const hairShape = {
    short: `<path d="M84 104q0-44 36-44t36 44q-6-22-36-24-30 2-36 24z" fill="${hair}"/>`,
    long: `<path d="M80 150q-6-90 40-90t40 90l-10 4q2-30-4-50-18-14-26-14t-26 14q-6 20-4 50z" fill="${hair}"/>`,
    bun: `<circle cx="120" cy="56" r="14" fill="${hair}"/><path d="M84 104q0-44 36-44t36 44q-10-24-36-26-26 2-36 26z" fill="${hair}"/>`,
    bald: `<path d="M86 96q6-30 34-32 28 2 34 32q-10-18-34-18t-34 18z" fill="${pick(random, HAIRS)}" opacity=".35"/>`,
  }[spec.hair];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">` +
    `<rect width="240" height="240" fill="${background}"/>` +
    `<circle cx="120" cy="120" r="96" fill="#fff" opacity=".45"/>` +
    // Shoulders in a white karategi, crossed collar, belt knot at the bottom.
    `<path d="M40 240q4-70 80-74 76 4 80 74z" fill="#fbfbf8" stroke="#cfd2da" stroke-width="2"/>` +
    `<path d="M100 168l20 46 20-46" fill="none" stroke="#cfd2da" stroke-width="4"/>` +
    `<rect x="108" y="150" width="24" height="22" fill="${skin}"/>` +
    `<ellipse cx="120" cy="110" rx="34" ry="42" fill="${skin}"/>` +
    hairShape +
    `<circle cx="107" cy="112" r="3.2" fill="#2b2b2b"/><circle cx="133" cy="112" r="3.2" fill="#2b2b2b"/>` +
    `<path d="M110 132q10 7 20 0" fill="none" stroke="#7a3b2b" stroke-width="3" stroke-linecap="round"/>` +
    `<rect x="70" y="228" width="100" height="12" fill="${BELTS[spec.belt]}"/>` +
    `</svg>`
  );
}

type Pose = 'stand' | 'punch' | 'kick' | 'guard' | 'bow' | 'kneel';

/** One karateka, feet at (x, y), facing right (or left when `flip`), about 100·scale tall. */
function figure(
  x: number,
  y: number,
  scale: number,
  pose: Pose,
  belt: string,
  skin: string,
  flip = false,
  gi = '#fbfbf8',
): string {
  const limbs: Record<Pose, string> = {
    stand: 'M-5 -46L-9 0M5 -46L9 0M-8 -74L-12 -50M8 -74L12 -50',
    punch: 'M-4 -46L-24 0M4 -46L16 -24L22 0M6 -74L36 -72M-6 -74L-12 -58L-2 -52',
    kick: 'M-3 -46L-6 0M3 -46L34 -62M6 -74L16 -62L22 -72M-6 -74L-14 -60',
    guard: 'M-4 -46L-18 0M4 -46L14 -22L20 0M6 -74L18 -64L28 -70M-6 -74L4 -62L14 -64',
    bow: 'M-4 -46L-6 0M4 -46L6 0M2 -72L10 -50M-2 -72L4 -48',
    kneel: 'M-4 -24L16 -22L16 0M4 -24L20 -4M-8 -50L-6 -28M8 -50L10 -28',
  };
  const torso = { bow: 'M0 -46L14 -74', kneel: 'M0 -24L0 -52' }[pose as 'bow' | 'kneel'] ?? 'M0 -46L0 -78';
  const head = { bow: [20, -82], kneel: [0, -63] }[pose as 'bow' | 'kneel'] ?? [0, -89];
  const beltY = pose === 'kneel' ? -27 : -49;
  return (
    `<g transform="translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})">` +
    `<path d="${limbs[pose]}" stroke="${gi}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    `<path d="${torso}" stroke="${gi}" stroke-width="18" stroke-linecap="round" fill="none"/>` +
    `<path d="M-9 ${beltY}h18" stroke="${belt}" stroke-width="5"/>` +
    `<circle cx="${head[0]}" cy="${head[1]}" r="9" fill="${skin}"/>` +
    `</g>`
  );
}

export type SceneKind =
  'dojo' | 'hall' | 'podium' | 'beach' | 'mountain' | 'jury' | 'group' | 'meeting' | 'enso' | 'city';

function people(
  random: () => number,
  count: number,
  draw: (index: number, skin: string, belt: string) => string,
): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    out += draw(index, pick(random, SKINS), pick(random, [BELTS.black, BELTS.black, BELTS.brown, BELTS.blue]));
  }
  return out;
}

/** An illustrated "photo" of the given kind, 800×500. */
export function sceneSvg(kind: SceneKind, seedName: string): string {
  const random = randomFrom(seedName);
  const poses: Pose[] = ['punch', 'kick', 'guard', 'stand'];
  let body = '';
  switch (kind) {
    case 'dojo': {
      const wall = pick(random, ['#d9b98c', '#c9a678', '#e2c9a2']);
      body +=
        `<rect width="800" height="330" fill="${wall}"/>` +
        Array.from(
          { length: 8 },
          (_, i) => `<rect x="${i * 100}" y="0" width="6" height="330" fill="#8a6a45" opacity=".35"/>`,
        ).join('') +
        `<rect x="340" y="40" width="120" height="170" fill="#f7f1e3" stroke="#6b4a2a" stroke-width="6"/>` +
        `<circle cx="400" cy="125" r="42" fill="none" stroke="#1b1b1b" stroke-width="12" stroke-dasharray="230 40"/>` +
        `<rect y="330" width="800" height="170" fill="#c8c27a"/>` +
        Array.from({ length: 5 }, (_, i) => `<path d="M${i * 200} 330v170" stroke="#8d8748" stroke-width="3"/>`).join(
          '',
        ) +
        `<path d="M0 410h800" stroke="#8d8748" stroke-width="3"/>`;
      const pose = pick(random, poses);
      body += people(random, 5, (i, skin, belt) => figure(110 + i * 145, 470 - (i % 2) * 30, 1.55, pose, belt, skin));
      break;
    }
    case 'hall': {
      body +=
        `<rect width="800" height="300" fill="${pick(random, ['#2f4a7a', '#3b5f8f', '#4a3f6b'])}"/>` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<rect x="${30 + i * 130}" y="40" width="90" height="46" rx="4" fill="${pick(random, ['#c8372d', '#f0b400', '#ffffff', '#2456b8'])}" opacity=".85"/>`,
        ).join('') +
        `<rect y="300" width="800" height="200" fill="#9aa3ad"/>` +
        `<path d="M140 300h520l80 200H60z" fill="#2456b8"/><path d="M220 320h360l50 150H170z" fill="#c8372d"/>`;
      body += figure(320, 440, 1.8, 'guard', BELTS.red, pick(random, SKINS));
      body += figure(480, 440, 1.8, random() > 0.5 ? 'punch' : 'kick', BELTS.blue, pick(random, SKINS), true);
      body += figure(400, 470, 1.2, 'stand', BELTS.black, pick(random, SKINS), false, '#1d2a5c');
      break;
    }
    case 'podium': {
      body +=
        `<rect width="800" height="500" fill="${pick(random, ['#e8edf7', '#f3ece2'])}"/>` +
        `<rect x="0" y="0" width="266" height="60" fill="#2456b8"/><rect x="266" width="268" height="60" fill="#fff"/><rect x="534" width="266" height="60" fill="#c8372d"/>` +
        `<rect x="300" y="300" width="200" height="200" fill="#f0b400"/><rect x="100" y="360" width="200" height="140" fill="#b9c0cc"/><rect x="500" y="390" width="200" height="110" fill="#c98a4a"/>` +
        `<text x="400" y="420" font-family="sans-serif" font-size="80" font-weight="700" text-anchor="middle" fill="#fff">1</text>` +
        `<text x="200" y="460" font-family="sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#fff">2</text>` +
        `<text x="600" y="470" font-family="sans-serif" font-size="56" font-weight="700" text-anchor="middle" fill="#fff">3</text>`;
      body += figure(400, 300, 1.7, 'stand', BELTS.black, pick(random, SKINS));
      body += figure(200, 360, 1.7, 'stand', BELTS.black, pick(random, SKINS));
      body += figure(600, 390, 1.7, 'stand', BELTS.brown, pick(random, SKINS));
      break;
    }
    case 'beach':
    case 'mountain': {
      const beach = kind === 'beach';
      body +=
        `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${beach ? '#8fc6ea' : '#a9c8e8'}"/><stop offset="1" stop-color="${beach ? '#fde8c4' : '#e8f0f7'}"/></linearGradient></defs>` +
        `<rect width="800" height="500" fill="url(#sky)"/>` +
        `<circle cx="${620 + random() * 100}" cy="${80 + random() * 40}" r="40" fill="#ffd45c"/>` +
        (beach
          ? `<rect y="260" width="800" height="70" fill="#3a8fc2"/><path d="M0 300q100-14 200 0t200 0 200 0 200 0v10H0z" fill="#fff" opacity=".5"/><rect y="330" width="800" height="170" fill="#edd6a4"/>`
          : `<path d="M0 320L160 130 300 300 450 90 640 320 800 180V500H0z" fill="#7d8ea6"/><path d="M405 150l45-60 45 60-20-8-25 20-25-20z" fill="#fff"/><rect y="320" width="800" height="180" fill="#7fae6a"/>`);
      const pose = pick(random, poses);
      body += people(random, 6, (i, skin, belt) => figure(90 + i * 125, 470 - (i % 2) * 40, 1.35, pose, belt, skin));
      break;
    }
    case 'jury': {
      body +=
        `<rect width="800" height="500" fill="#eae6dc"/><rect y="330" width="800" height="170" fill="#c8c27a"/>` +
        `<rect x="120" y="120" width="560" height="90" fill="#1d2a5c"/>` +
        people(
          random,
          4,
          (i, skin) =>
            `<circle cx="${210 + i * 125}" cy="100" r="22" fill="${skin}"/><path d="M${180 + i * 125} 125q30-26 60 0z" fill="#2d2d2d"/>`,
        );
      body += figure(
        400,
        470,
        1.9,
        pick(random, ['punch', 'kick', 'guard'] as const),
        BELTS.brown,
        pick(random, SKINS),
      );
      break;
    }
    case 'group': {
      body +=
        `<rect width="800" height="500" fill="${pick(random, ['#dfe6f2', '#efe6d8'])}"/>` +
        `<rect x="150" y="30" width="500" height="60" rx="6" fill="#1d2a5c"/><rect x="170" y="52" width="460" height="16" rx="8" fill="#c8372d"/>` +
        `<rect y="380" width="800" height="120" fill="#c8c27a"/>`;
      body += people(random, 9, (i, skin, belt) => figure(80 + i * 80, 360, 1.45, 'stand', belt, skin));
      body += people(random, 8, (i, skin, belt) => figure(110 + i * 82, 480, 1.5, 'kneel', belt, skin));
      break;
    }
    case 'meeting': {
      body +=
        `<rect width="800" height="500" fill="#f1efe9"/><rect x="200" y="40" width="400" height="200" fill="#fff" stroke="#c7c9d1" stroke-width="4"/>` +
        `<rect x="240" y="80" width="200" height="18" fill="#1d2a5c"/><rect x="240" y="120" width="300" height="12" fill="#9aa0ae"/><rect x="240" y="150" width="260" height="12" fill="#9aa0ae"/>` +
        `<rect x="240" y="180" width="60" height="40" fill="#c8372d"/><rect x="310" y="160" width="60" height="60" fill="#2456b8"/><rect x="380" y="190" width="60" height="30" fill="#f0b400"/>` +
        `<rect x="640" y="200" width="70" height="110" fill="#6b4a2a"/>`;
      for (let row = 0; row < 3; row += 1) {
        body += people(random, 9, (i, skin) => {
          const cx = 60 + i * 85 + row * 12;
          const cy = 340 + row * 60;
          return `<circle cx="${cx}" cy="${cy}" r="17" fill="${skin}"/><path d="M${cx - 26} ${cy + 48}q26-44 52 0z" fill="${pick(random, ['#3b4a6b', '#6b3b3b', '#3b6b4a', '#555'])}"/>`;
        });
      }
      break;
    }
    case 'enso': {
      body +=
        `<rect width="800" height="500" fill="#f4efe3"/>` +
        `<circle cx="400" cy="240" r="150" fill="none" stroke="#1b1b1b" stroke-width="34" stroke-linecap="round" stroke-dasharray="860 80" transform="rotate(${Math.round(random() * 360)} 400 240)"/>` +
        `<rect x="600" y="380" width="40" height="40" fill="#c8372d"/>`;
      break;
    }
    case 'city': {
      body +=
        `<rect width="800" height="500" fill="#cfe0ef"/>` +
        people(
          random,
          10,
          (i) =>
            `<rect x="${i * 80}" y="${120 + random() * 100}" width="70" height="400" fill="${pick(random, ['#9aa7b8', '#b3bccb', '#8593a6'])}"/>`,
        ) +
        `<rect y="380" width="800" height="120" fill="#b9b2a3"/>`;
      body += people(random, 4, (i, skin, belt) => figure(160 + i * 160, 470, 1.5, pick(random, poses), belt, skin));
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500">${body}</svg>`;
}
