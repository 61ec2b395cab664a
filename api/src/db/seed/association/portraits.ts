/**
 * Draws the committee's portraits: simple illustrated busts (never photos of anyone), varied in
 * skin tone, hair and colours. Run once to (re)write api/media/committee/*.svg:
 *   npx tsx api/src/db/seed/association/portraits.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { COMMITTEE } from './committee';

interface Look {
  skin: string;
  hair: string;
  style: 'short' | 'long' | 'bun' | 'bald' | 'curly';
  background: string;
  glasses?: boolean;
  beard?: boolean;
}

/** One look per member, in the order of committee.ts. */
const LOOKS: Look[] = [
  { skin: '#f1c7a5', hair: '#6b4a2f', style: 'bun', background: '#dfe6f5', glasses: true },
  { skin: '#e9b98f', hair: '#9a9a9a', style: 'short', background: '#f3e3d3', beard: true },
  { skin: '#f4cfb0', hair: '#2d2118', style: 'short', background: '#e0efe6' },
  { skin: '#f6d3b8', hair: '#c98b3d', style: 'long', background: '#f7e1e4' },
  { skin: '#c98f63', hair: '#1c1612', style: 'short', background: '#e6e0f3', beard: true },
  { skin: '#f2c9a8', hair: '#8c5a2b', style: 'long', background: '#e3f0f4', glasses: true },
  { skin: '#e8b48c', hair: '#d9d9d9', style: 'bald', background: '#f0ebdc', glasses: true },
  { skin: '#8d5a3b', hair: '#1f1713', style: 'curly', background: '#f5e6d0' },
  { skin: '#f3cba9', hair: '#5a3a22', style: 'short', background: '#dcecf7' },
  { skin: '#edc19c', hair: '#7a2f22', style: 'bun', background: '#ece3f4' },
  { skin: '#f5d2b5', hair: '#caa15a', style: 'short', background: '#e2f1e4', beard: true },
  { skin: '#dba57c', hair: '#3b2a20', style: 'long', background: '#f8e5da', glasses: true },
  { skin: '#a86e48', hair: '#15110e', style: 'short', background: '#e1e8f1', beard: true },
  { skin: '#eab896', hair: '#bfbfbf', style: 'short', background: '#efe4d2', glasses: true },
  { skin: '#e4b48e', hair: '#120e0c', style: 'bun', background: '#f6dfe0' },
  { skin: '#f0c4a0', hair: '#4a3526', style: 'bald', background: '#e4eef0', beard: true },
];

const HAIR_BACK: Record<Look['style'], string> = {
  short: '',
  bald: '',
  bun: '<circle cx="80" cy="34" r="15"/>',
  long: '<path d="M44 64c0-30 16-44 36-44s36 14 36 44v52H44z"/>',
  curly: '<circle cx="58" cy="50" r="18"/><circle cx="80" cy="40" r="20"/><circle cx="102" cy="50" r="18"/>',
};

const HAIR_FRONT: Record<Look['style'], string> = {
  short: '<path d="M50 66c0-22 12-36 30-36s30 14 30 36c-6-12-18-18-30-18s-24 6-30 18z"/>',
  bald: '<path d="M50 72c0-6 2-10 4-12v14zM110 72c0-6-2-10-4-12v14z"/>',
  bun: '<path d="M50 68c0-24 12-38 30-38s30 14 30 38c-8-14-18-20-30-20s-22 6-30 20z"/>',
  long: '<path d="M50 68c0-24 12-38 30-38s30 14 30 38c-10-10-20-16-30-16s-20 6-30 16z"/>',
  curly: '<path d="M50 66c0-22 12-34 30-34s30 12 30 34c-8-10-18-14-30-14s-22 4-30 14z"/>',
};

export function portraitSvg(look: Look): string {
  const hair = `fill="${look.hair}"`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">',
    `<rect width="160" height="160" fill="${look.background}"/>`,
    `<g ${hair}>${HAIR_BACK[look.style]}</g>`,
    // Karategi: white jacket crossed over, the belt line hidden below the frame.
    '<path d="M26 160c4-30 24-46 54-46s50 16 54 46z" fill="#fbfbf8" stroke="#d6d6d0" stroke-width="2"/>',
    '<path d="M64 118l16 30 16-30" fill="none" stroke="#d6d6d0" stroke-width="3"/>',
    `<rect x="70" y="96" width="20" height="22" fill="${look.skin}"/>`,
    `<ellipse cx="80" cy="74" rx="28" ry="32" fill="${look.skin}"/>`,
    look.beard ? `<path d="M54 80c2 22 12 32 26 32s24-10 26-32c-6 8-14 12-26 12s-20-4-26-12z" ${hair}/>` : '',
    '<circle cx="70" cy="74" r="3" fill="#2a2a2a"/><circle cx="90" cy="74" r="3" fill="#2a2a2a"/>',
    '<path d="M72 90q8 6 16 0" fill="none" stroke="#7a3f32" stroke-width="2.5" stroke-linecap="round"/>',
    look.glasses
      ? '<g fill="none" stroke="#333" stroke-width="2"><circle cx="70" cy="74" r="8"/><circle cx="90" cy="74" r="8"/><path d="M78 74h4"/></g>'
      : '',
    `<g ${hair}>${HAIR_FRONT[look.style]}</g>`,
    '</svg>',
  ].join('');
}

if (require.main === module) {
  const dir = path.resolve(__dirname, '../../../../media/committee');
  fs.mkdirSync(dir, { recursive: true });
  const members = COMMITTEE.flatMap((body) => body.members);
  members.forEach((member, index) => {
    fs.writeFileSync(path.join(dir, member.portrait), `${portraitSvg(LOOKS[index % LOOKS.length]!)}\n`);
  });
  console.log(`${members.length} portraits dans ${dir}`);
}
