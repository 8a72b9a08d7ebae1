import { describe, expect, it } from 'vitest';
import { chooseUploadFiles, filesThatFit, panelLimits } from './choose-upload-files.ts';

const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });

describe('chooseUploadFiles', () => {
  const images = panelLimits('image', 0);

  it('keeps five images and refuses the sixth with its name', () => {
    const chosen = ['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.png`));
    const { accepted, rejected } = chooseUploadFiles(0, chosen, 'image', images);
    expect(accepted.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);
    expect(rejected.map((r) => r.message)).toEqual(['6.png was not added: You can upload up to 5 images at a time']);
  });

  it('counts the files already chosen', () => {
    const { accepted, rejected } = chooseUploadFiles(4, [file('a.png'), file('b.png')], 'image', images);
    expect(accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(rejected).toHaveLength(1);
  });

  it('refuses other formats and files over the limit, which do not use a place', () => {
    const { accepted, rejected } = chooseUploadFiles(
      0,
      [file('notes.txt', 'text/plain'), file('huge.gif', 'image/gif', 4 * 1024 * 1024 + 1), file('ok.JPG', 'IMAGE/JPEG'), file('anim.gif', 'image/gif')],
      'image',
      images,
    );
    expect(accepted.map((f) => f.name)).toEqual(['ok.JPG', 'anim.gif']);
    expect(rejected.map((r) => r.message)).toEqual(['notes.txt is not a JPEG, PNG, GIF or WebP file', 'huge.gif is larger than the 4MB limit']);
  });

  it('keeps a 12 MB phone photo for the browser to resize (spec 1 §5), but not one beyond what it resizes', () => {
    const MB = 1024 * 1024;
    const { accepted, rejected } = chooseUploadFiles(
      0,
      [file('phone.jpg', 'image/jpeg', 12 * MB), file('scan.png', 'image/png', 12 * MB), file('poster.webp', 'image/webp', 41 * MB)],
      'image',
      images,
    );
    expect(accepted.map((f) => f.name)).toEqual(['phone.jpg', 'scan.png']);
    expect(rejected.map((r) => r.message)).toEqual(['poster.webp is larger than the 40MB limit']);
  });

  it('after resizing, keeps what fits the limit and names it for what does not', () => {
    const MB = 1024 * 1024;
    const { kept, refused } = filesThatFit([file('phone.jpg', 'image/jpeg', 0.9 * MB), file('map.jpg', 'image/jpeg', 5 * MB), file('ok.png')], images);
    expect(kept).toEqual([0, 2]);
    expect(refused).toEqual(['map.jpg is larger than the 4MB limit even after resizing. Make it smaller and upload it again']);
  });

  it('takes one MP4 or WebM video within the server limit', () => {
    const videos = panelLimits('video', 2 * 1024 * 1024);
    expect(videos.mimes).toEqual(['video/mp4', 'video/webm']);
    const { accepted, rejected } = chooseUploadFiles(0, [file('a.mp4', 'video/mp4'), file('b.webm', 'video/webm'), file('c.mov', 'video/quicktime'), file('big.mp4', 'video/mp4', 3 * 1024 * 1024)], 'video', videos);
    expect(accepted.map((f) => f.name)).toEqual(['a.mp4']);
    expect(rejected.map((r) => r.message)).toEqual(['b.webm was not added: Upload one video at a time', 'c.mov is not a MP4 or WebM file', 'big.mp4 is larger than the 2MB limit']);
  });
});
