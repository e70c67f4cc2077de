import { imageProps, type ContentImage } from '~/content/image'
import { stegaFree } from '~/seo/stega-clean'

type Props = {
  image: ContentImage | null | undefined
  className?: string
  sizes?: string
  /** Above the fold: load at once with high priority. Everything else loads lazily. */
  priority?: boolean
  /** Decorative art next to a text that says the same: empty alt. */
  decorative?: boolean
}

/** An image of the content layer with its intrinsic size (no layout shift) and a srcset where the host gives one. */
export function ContentImg({ image, className, sizes, priority = false, decorative = false }: Props) {
  const props = imageProps(image, { sizes, alt: decorative ? '' : undefined })
  if (!props) return null
  return (
    <img
      src={props.src}
      srcSet={props.srcSet}
      sizes={props.srcSet ? props.sizes : undefined}
      width={props.width}
      height={props.height}
      alt={stegaFree(props.alt)}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      // React 18 knows only the lower-case attribute.
      {...{ fetchpriority: priority ? 'high' : 'auto' }}
    />
  )
}
