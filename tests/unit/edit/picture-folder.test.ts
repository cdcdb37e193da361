import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { itemNameAt, pictureFolder } from '../../../editor/form/picture-folder.ts';

/* The folder a photo uploaded into a list item goes to: never one that is not there. */

const folder = suite('picture folder');
const folders = ['gallery', 'store', 'uploads'];
const gallery = {
  photos: [
    { picture: { src: 'images/gallery/a.jpg' } },
    { picture: { src: 'images/gallery/b.jpg' } },
    { picture: { src: '' } },
  ],
};

folder('should take the folder of the picture already there', () => {
  assert.is(
    pictureFolder({ data: gallery, pointer: '/photos/0/picture/src', current: 'images/store/x.jpg', folders }),
    'store',
  );
});

folder('should put a new item’s photo beside its list’s other photos', () => {
  assert.is(pictureFolder({ data: gallery, pointer: '/photos/2/picture/src', current: '', folders }), 'gallery');
});

folder('should look through nested lists (a product’s variants) for a neighbour', () => {
  const store = {
    products: [{ image: 'images/store/p.jpg', variants: [{ image: 'images/store/v.jpg' }] }, { variants: [{}] }],
  };
  assert.is(pictureFolder({ data: store, pointer: '/products/1/variants/0/image', current: '', folders }), 'store');
});

folder('should fall back to the field’s example, then to uploads, never to a folder that is not there', () => {
  assert.is(
    pictureFolder({
      data: { posts: [{}] },
      pointer: '/posts/0/image',
      current: '',
      example: 'images/gallery/e.jpg',
      folders,
    }),
    'gallery',
  );
  assert.is(
    pictureFolder({
      data: { photos: [{}] },
      pointer: '/photos/0/src',
      current: '',
      example: 'images/nope/e.jpg',
      folders,
    }),
    'uploads',
  );
  assert.is(
    pictureFolder({ data: { photos: [{}] }, pointer: '/photos/0/src', current: 'images/gone/x.jpg', folders }),
    'uploads',
  );
});

folder('should name an upload after the item holding it', () => {
  assert.is(
    itemNameAt({ photos: [{ title: 'Teal wave mug', picture: {} }] }, '/photos/0/picture/src'),
    'Teal wave mug',
  );
  assert.is(itemNameAt({ photos: [{ picture: {} }] }, '/photos/0/picture/src'), '');
});

folder.run();
