import { createContext, useContext } from 'react';
import type { ImageManifest } from '../core/lib/responsive-image.ts';

/** No photos: every picture a plain <img>. */
export const NO_IMAGES: ImageManifest = {};

/**
 * The photos the build made responsive, by public address. The build provides it around every
 * page; an island is a root of its own, so one that shows photos takes them in its props and
 * provides them itself (the browser hydrates it from the same props). Outside any provider there
 * are none, and every picture is a plain <img>.
 */
export const PictureImages = createContext<ImageManifest>(NO_IMAGES);

export const usePictureImages = (): ImageManifest => useContext(PictureImages);
