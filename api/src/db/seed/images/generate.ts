/**
 * Writes the seeded illustrations into api/media/ (committed with the code, served at /media/).
 *   npx tsx api/src/db/seed/images/generate.ts
 * The drawings are deterministic: running it again rewrites identical files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { seededImages } from './files';

const mediaDir = path.resolve(__dirname, '../../../../media');
let bytes = 0;
const images = seededImages();
for (const image of images) {
  const target = path.join(mediaDir, image.path);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${image.svg}\n`);
  bytes += image.svg.length;
}
console.log(`${images.length} images écrites dans ${mediaDir} (${Math.round(bytes / 1024)} Ko)`);
