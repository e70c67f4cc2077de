import type { RequestBackend } from '~/backend/types'
import { originalMediaName } from '~/backend/media-name'
import type { ContentImage } from '~/content/image'
import { withVariants } from '~/media/media-images.server'
import { isImageType } from './media-rules'

/** `image`: the preview, with its resized copies when it has them. */
export type ImageChoice = { name: string; url: string; image: ContentImage }
export type ImageChoicesPage = { page: number; choices: ImageChoice[]; hasNextPage: boolean }

/** The pickers show the library a hundred files at a time. */
const IMAGE_PAGE_SIZE = 100

/**
 * One page of the media library, newest first (an image just uploaded is on the first), kept to
 * its images: the choices of the post form's and the client form's pickers. A page counts files,
 * so it may hold fewer images than that.
 */
export async function imageChoicesPage(backend: RequestBackend, page: number): Promise<ImageChoicesPage> {
  const files = await backend.media.list({ limit: IMAGE_PAGE_SIZE + 1, offset: (page - 1) * IMAGE_PAGE_SIZE, newestFirst: true })
  return {
    page,
    hasNextPage: files.length > IMAGE_PAGE_SIZE,
    choices: await Promise.all(
      files
        .slice(0, IMAGE_PAGE_SIZE)
        .filter((file) => isImageType(file.metadata?.mimetype))
        .map(async (file) => {
          const url = backend.media.publicUrl(file.name)
          return { name: originalMediaName(file.name), url, image: await withVariants({ src: url, width: null, height: null, alt: '' }) }
        }),
    ),
  }
}
