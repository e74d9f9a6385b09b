import sharp from 'sharp';
const [,, file, seg = '1100'] = process.argv;
const img = sharp(file);
const { width, height } = await img.metadata();
const h = Number(seg);
let i = 0;
for (let top = 0; top < height; top += h) {
  await sharp(file).extract({ left: 0, top, width, height: Math.min(h, height - top) }).toFile(file.replace('.png', `.part${i++}.png`));
}
console.log(i, 'parts', width, height);
