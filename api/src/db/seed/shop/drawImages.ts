/** Writes the shop's illustrations into api/media/shop/: `npx tsx api/src/db/seed/shop/drawImages.ts`. */
import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../../../config';
import { imageFile, SEED_ITEMS } from './catalogue';
import { drawItem } from './drawings';

const dir = path.join(findRepoRoot(__dirname), 'api', 'media', 'shop');
fs.mkdirSync(dir, { recursive: true });
for (const item of SEED_ITEMS) {
  for (const image of item.images) {
    fs.writeFileSync(path.join(dir, imageFile(item.id, image.view)), drawItem(item, image.view));
  }
}
console.log(`Illustrations de la boutique écrites dans ${dir}`);
