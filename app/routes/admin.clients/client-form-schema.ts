import '~/utils/zod-jitless'
import { z } from 'zod'
import { IMAGE_URL_MESSAGE, isAllowedImageUrl } from '~/admin/media-rules'
import { hasNoNul, isVisible, NUL_MESSAGE } from '~/utils/typed-text'

// The client dialog's fields (the uploaded logo file, `logo_file`, is checked by media rules).
export const CLIENT_NAME_REQUIRED = 'Name is required'

export const clientFormSchema = z.object({
  name: z
    .string({ error: CLIENT_NAME_REQUIRED })
    .trim()
    .min(1, { error: CLIENT_NAME_REQUIRED, abort: true })
    .refine(isVisible, { error: CLIENT_NAME_REQUIRED, abort: true })
    .max(200, 'Name must be at most 200 characters')
    .refine(hasNoNul, NUL_MESSAGE),
  /** A logo chosen from the media library (or kept); empty means no logo. */
  logo_url: z.string().trim().max(2000).refine(isAllowedImageUrl, IMAGE_URL_MESSAGE).optional(),
})
