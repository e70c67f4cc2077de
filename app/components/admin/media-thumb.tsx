import type { ContentImage } from '~/content/image'
import { ContentImg } from '~/components/sections/content-image'

/**
 * An uploaded image as a preview in its tile (the media grid, the pickers): the smallest copy that
 * fills the tile, never the original (a 12-megapixel photo decoded for a 200-pixel tile).
 */
export function MediaThumb({ image, sizes, alt = '' }: { image: ContentImage; sizes: string; alt?: string }) {
  return (
    // Sized by its width and height, never by the copy's density (a small image is not blown up).
    <ContentImg image={{ ...image, alt }} sizes={sizes} decorative={!alt} className="max-h-full max-w-full object-contain" />
  )
}
