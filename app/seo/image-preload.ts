import { imageProps, type ContentImage } from '~/content/image'

/** A <link rel="preload"> meta descriptor for a page's hero image (Remix's `links` cannot see loader data). */
export function heroImagePreload(image: ContentImage | null | undefined, sizes = '100vw') {
  const props = imageProps(image, { sizes })
  if (!props) return []
  return [
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href: props.src,
      ...(props.srcSet ? { imageSrcSet: props.srcSet, imageSizes: props.sizes } : {}),
      fetchpriority: 'high',
    },
  ]
}
