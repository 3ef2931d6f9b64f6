// Image files drawn by sharp inside the tests, so the fixtures hold no binary files.
import sharp from 'sharp';

/** A solid-colour image of this size; `noise` makes it compress badly, so it weighs a lot. */
export async function drawImage(file: string, width: number, height: number, { noise = false } = {}) {
  const image = noise
    ? sharp(
        Buffer.from(
          Array.from({ length: width * height * 3 }, (_, index) => (index * 7919 + (index >> 5) * 104729) % 251),
        ),
        { raw: { width, height, channels: 3 } },
      )
    : sharp({ create: { width, height, channels: 3, background: '#1e40af' } });
  await (file.toLowerCase().endsWith('.png') ? image.png({ compressionLevel: 0 }) : image.jpeg()).toFile(file);
}
