// The type a blob: URL of attachment bytes gets. A blob: URL is of this origin: opened in a tab,
// an SVG or HTML blob would run its script with the dashboard's token at hand. Only raster
// images keep their type (to be shown in an <img>); everything else becomes an opaque download.
import { essenceOf, isRasterImageType } from '../../src/domain/media-type.js';

export const OPAQUE_TYPE = 'application/octet-stream';

/** A raster image type as itself (`type/subtype`, no parameters); anything else application/octet-stream. */
export const safeBlobType = (mime: string): string => (isRasterImageType(mime) ? essenceOf(mime) : OPAQUE_TYPE);

/** The same bytes under their safe type (no copy). */
export const withSafeType = (blob: Blob): Blob => blob.slice(0, blob.size, safeBlobType(blob.type));
