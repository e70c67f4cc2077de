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

/**
 * An image of the content layer with its intrinsic size (no layout shift) and a srcset where the host
 * gives one; an uploaded image in a <picture> with its AVIF and WebP copies.
 */
export function ContentImg({ image, className, sizes, priority = false, decorative = false }: Props) {
  const props = imageProps(image, { sizes, alt: decorative ? '' : undefined })
  if (!props) return null
  const img = (
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
  if (!props.sources?.length) return img
  // An uploaded image's better formats; `contents`: the <img> keeps its box's layout.
  return (
    <picture className="contents">
      {props.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={props.sizes} />
      ))}
      {img}
    </picture>
  )
}
