// Split a tall PNG into pieces of at most `piece` px, scaled to `scale`. Usage: node crop.mjs in.png piece scale
import sharp from '/work/wt/design2/node_modules/sharp/lib/index.js';
const [file, piece = 3000, scale = 0.5] = process.argv.slice(2);
const meta = await sharp(file).metadata();
for (let top = 0, n = 0; top < meta.height; top += Number(piece), n++) {
  const height = Math.min(Number(piece), meta.height - top);
  await sharp(file).extract({ left: 0, top, width: meta.width, height }).resize(Math.round(meta.width * scale)).toFile(file.replace('.png', `-${n}.png`));
  console.log(file.replace('.png', `-${n}.png`));
}
