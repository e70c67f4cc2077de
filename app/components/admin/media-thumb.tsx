import type { ContentImage } from '~/content/image'
import { ContentImg } from '~/components/sections/content-image'

/**
 * An uploaded image as a preview in its tile (the media grid, the pickers): the smallest copy that
 * fills the tile, never the original (a 12-megapixel photo decoded for a 200-pixel tile).
 */
export function MediaThumb({ image, sizes, alt = '' }: { image: ContentImage; sizes: string; alt?: string }) {
  return (
    <ContentImg image={{ ...image, alt }} sizes={sizes} decorative={!alt} className="h-auto max-h-full w-auto max-w-full object-contain" />
  )
}
