import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { mediaPath, parseMediaPath } from './paths';
import { sceneSvg } from './scene';
import { SUBJECTS } from './subjects';

const pixels = async (svg: string) => (await sharp(Buffer.from(svg)).raw().toBuffer()).toString('base64');

describe('generated pictures', () => {
  it('names its subject in its path, and reads it back; an unknown subject is no image', () => {
    const path = mediaPath('destinations', 'penns-cave-and-wildlife-park', 'cavern');
    assert.equal(path, '/media/destinations/penns-cave-and-wildlife-park.cavern.1200x900.webp');
    assert.deepEqual(parseMediaPath(path), {
      collection: 'destinations',
      name: 'penns-cave-and-wildlife-park',
      subject: 'cavern',
      width: 1200,
      height: 900,
      ext: 'webp',
    });
    assert.equal(parseMediaPath('/media/destinations/penns-cave.1200x900.webp')?.subject, null);
    assert.equal(parseMediaPath('/media/destinations/penns-cave.castle.1200x900.webp'), null);
  });

  it('draws each subject in front of the valley, every one a different picture from the plain valley and from the others', async () => {
    const drawn = new Set([await pixels(sceneSvg('destinations', 'same-name', 240, 180))]);
    for (const subject of SUBJECTS) {
      const image = await pixels(sceneSvg('destinations', 'same-name', 240, 180, subject));
      assert.ok(!drawn.has(image), subject);
      drawn.add(image);
    }
  });

  it('draws the same picture for the same path, so a lost file comes back as it was', () => {
    assert.equal(sceneSvg('headers', 'beaver-stadium', 2000, 1000, 'stadium'), sceneSvg('headers', 'beaver-stadium', 2000, 1000, 'stadium'));
  });
});
