// MIME types as HTTP can carry them (RFC 9110 §8.3.1, §5.6), and the image types a client may
// show in place. Pure, no dependencies: the dashboard uses it too.
//
// A stored type becomes a Content-Type header on every download, so it must be one a header
// can hold: type/subtype per RFC 6838's restricted-name, parameters as RFC 9110 token or
// quoted-string; inside quotes printable ASCII, space and tab only (obs-text, i.e. bytes
// 0x80–0xFF, is obsolete and would be read as Latin-1). Nothing else: no CR/LF, no control
// characters, no non-ASCII.

const RESTRICTED_NAME = '[a-z0-9][a-z0-9!#$&^_.+-]{0,126}';
const TOKEN = "[!#$%&'*+.^_`|~0-9a-z-]+";
const QUOTED_STRING = '"(?:[\\t \\x21\\x23-\\x5b\\x5d-\\x7e]|\\\\[\\t \\x21-\\x7e])*"';
const OWS = '[ \\t]*';

/** `type/subtype *( OWS ";" OWS name=value )`, case-insensitive. */
export const MEDIA_TYPE = new RegExp(`^${RESTRICTED_NAME}/${RESTRICTED_NAME}(?:${OWS};${OWS}${TOKEN}=(?:${TOKEN}|${QUOTED_STRING}))*$`, 'i');

/** True when `value` is a media type a Content-Type header can carry as it is. */
export const isMediaType = (value: string): boolean => MEDIA_TYPE.test(value);

/** `type/subtype` of a media type, lower-cased, without parameters. */
export const essenceOf = (mime: string): string => (mime.split(';', 1)[0] ?? '').trim().toLowerCase();

/**
 * The image types an image block may hold: raster formats every browser decodes as pixels and
 * never as a document (SVG is a document: it runs script when opened on its own).
 */
export const RASTER_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'];

export const isRasterImageType = (mime: string): boolean => RASTER_IMAGE_TYPES.includes(essenceOf(mime));
