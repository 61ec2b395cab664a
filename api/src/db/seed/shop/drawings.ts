/**
 * The shop's illustrations: each article drawn as a flat SVG from its kind and colours, so that
 * every image is ours and a few KB. Regenerate with `npx tsx api/src/db/seed/shop/drawImages.ts`.
 */
import type { Drawing, SeedItem } from './catalogue';

const OUTLINE = '#1b1c21';

/** An ensō, the brush circle of Zen calligraphy: drawn, so that no font is needed. */
function enso(cx: number, cy: number, r: number, colour: string, width = r / 4): string {
  const start = `${cx + r * Math.cos(-1.2)} ${cy + r * Math.sin(-1.2)}`;
  const end = `${cx + r * Math.cos(-1.75)} ${cy + r * Math.sin(-1.75)}`;
  return `<path d="M${start} A${r} ${r} 0 1 1 ${end}" fill="none" stroke="${colour}" stroke-width="${width.toFixed(1)}" stroke-linecap="round"/>`;
}

/** The article itself, drawn in a 400 × 400 box centred on (200, 200). */
function article(kind: Drawing, main: string, detail: string): string {
  const stroke = `stroke="${OUTLINE}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"`;
  switch (kind) {
    case 'karategi':
      return `<path d="M130 90 L200 120 L270 90 L340 140 L310 200 L280 185 L280 330 L120 330 L120 185 L90 200 L60 140 Z" fill="${main}" ${stroke}/>
<path d="M200 120 L160 250 L240 250 Z" fill="${detail}" opacity=".18"/><path d="M170 98 L230 260 M230 98 L170 260" fill="none" ${stroke}/>
<rect x="118" y="240" width="164" height="22" fill="${detail}" ${stroke}/><path d="M200 262 L180 320 M200 262 L222 318" fill="none" stroke="${detail}" stroke-width="14" stroke-linecap="round"/>`;
    case 'belt':
      return `<path d="M60 200 C60 150 340 150 340 200 C340 250 60 250 60 200 Z" fill="none" stroke="${main}" stroke-width="34"/>
<path d="M60 200 C60 150 340 150 340 200 C340 250 60 250 60 200 Z" fill="none" stroke="${OUTLINE}" stroke-width="4" opacity=".35"/>
<rect x="170" y="215" width="60" height="44" rx="10" fill="${main}" ${stroke}/><path d="M185 255 L150 345 L185 350 L205 262 M215 255 L250 345 L215 350 L195 262" fill="${main}" ${stroke}/>
<path d="M160 330 L190 335 M215 335 L245 330" stroke="${detail}" stroke-width="6"/>`;
    case 'tshirt':
    case 'hoodie':
      return `<path d="M140 80 L200 100 L260 80 L340 130 L305 190 L275 175 L275 330 L125 330 L125 175 L95 190 L60 130 Z" fill="${main}" ${stroke}/>
${kind === 'hoodie' ? `<path d="M150 85 C160 40 240 40 250 85 C230 120 170 120 150 85 Z" fill="${main}" ${stroke}/><path d="M150 250 L250 250 L240 300 L160 300 Z" fill="none" ${stroke}/>` : `<path d="M175 88 C185 110 215 110 225 88" fill="none" ${stroke}/>`}
${enso(235, 160, 16, detail, 6)}`;
    case 'jacket':
      return `<path d="M140 80 L200 95 L260 80 L340 130 L310 320 L270 320 L270 180 L270 330 L130 330 L130 180 L130 320 L90 320 L60 130 Z" fill="${main}" ${stroke}/>
<path d="M200 95 L200 330" ${stroke}/><path d="M86 300 L96 150 M314 300 L304 150" stroke="${detail}" stroke-width="12"/><path d="M165 84 L200 140 L235 84" fill="none" ${stroke}/>`;
    case 'mitts':
      return `<g><path d="M70 150 C70 100 170 100 170 150 L170 300 L80 300 Z" fill="${main}" ${stroke}/><rect x="80" y="250" width="90" height="40" fill="${detail}" ${stroke}/><path d="M70 190 C40 190 40 240 75 240" fill="${main}" ${stroke}/></g>
<g transform="translate(160 20)"><path d="M70 150 C70 100 170 100 170 150 L170 300 L80 300 Z" fill="${main}" ${stroke}/><rect x="80" y="250" width="90" height="40" fill="${detail}" ${stroke}/><path d="M170 190 C200 190 200 240 165 240" fill="${main}" ${stroke}/></g>`;
    case 'shin':
      return `<path d="M150 60 L250 60 L245 250 C300 260 330 290 330 330 L150 330 Z" fill="${main}" ${stroke}/>
<path d="M160 100 L240 100 M160 150 L240 150 M160 200 L240 200" stroke="${detail}" stroke-width="8"/><rect x="140" y="80" width="120" height="16" fill="${detail}" opacity=".7"/>`;
    case 'mouthguard':
      return `<rect x="90" y="230" width="220" height="110" rx="24" fill="${detail}" ${stroke}/><path d="M110 260 L290 260" stroke="${main}" stroke-width="8"/>
<path d="M110 200 C110 80 290 80 290 200 C270 205 255 190 250 170 C240 120 160 120 150 170 C145 190 130 205 110 200 Z" fill="${main}" opacity=".85" ${stroke}/>`;
    case 'bag':
      return `<path d="M130 150 C130 70 270 70 270 150" fill="none" stroke="${OUTLINE}" stroke-width="14"/><rect x="60" y="150" width="280" height="170" rx="40" fill="${main}" ${stroke}/>
<path d="M60 200 L340 200" stroke="${detail}" stroke-width="12"/><rect x="150" y="240" width="100" height="50" rx="10" fill="none" stroke="${detail}" stroke-width="6"/>`;
    case 'backpack':
      return `<rect x="110" y="70" width="180" height="270" rx="60" fill="${main}" ${stroke}/><rect x="140" y="210" width="120" height="100" rx="20" fill="${main}" ${stroke}/>
<circle cx="200" cy="150" r="26" fill="${detail}"/><path d="M150 70 C150 40 250 40 250 70" fill="none" ${stroke}/>`;
    case 'book':
      return `<path d="M110 60 L300 60 L300 340 L110 340 Z" fill="${main}" ${stroke}/><path d="M110 60 L90 75 L90 355 L110 340" fill="${main}" ${stroke}/>
<path d="M90 355 L280 355 L300 340" fill="none" ${stroke}/><rect x="135" y="110" width="140" height="8" fill="${detail}"/><rect x="135" y="280" width="140" height="8" fill="${detail}"/>
${enso(205, 200, 40, detail)}`;
    case 'patch':
      return `<circle cx="200" cy="200" r="140" fill="${main}" ${stroke}/><circle cx="200" cy="200" r="118" fill="none" stroke="${detail}" stroke-width="8" stroke-dasharray="10 8"/>
${enso(200, 200, 60, '#ffffff')}`;
    case 'pin':
      return `<path d="M200 70 L320 140 L320 260 L200 330 L80 260 L80 140 Z" fill="${main}" ${stroke}/><circle cx="200" cy="200" r="70" fill="${detail}" ${stroke}/>
${enso(200, 200, 38, main, 10)}`;
    case 'bottle':
      return `<rect x="170" y="50" width="60" height="40" rx="8" fill="${OUTLINE}"/><path d="M160 90 L240 90 L260 130 L260 340 C260 355 140 355 140 340 L140 130 Z" fill="${main}" ${stroke}/>
${enso(200, 230, 18, detail, 5)}`;
  }
}

/** A square picture of the article on a tinted background; the detail view is a close-up. */
export function drawItem(item: SeedItem, view: 'face' | 'detail'): string {
  const [main, detail] = item.colours;
  const background = main === '#ffffff' || main.startsWith('#f') ? '#dfe5f1' : '#f3efe6';
  const zoom = view === 'detail' ? ' transform="translate(-200 -120) scale(2)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img">
<rect width="400" height="400" fill="${background}"/><circle cx="200" cy="215" r="160" fill="#ffffff" opacity=".45"/>
<g${zoom}>${article(item.drawing, main, detail)}</g>
</svg>
`;
}
