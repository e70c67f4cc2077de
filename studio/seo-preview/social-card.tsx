import { Card, Stack, Text } from '@sanity/ui'
import type { SeoPreview } from './preview-model'

// The card a link to the page gets on social networks (Open Graph, summary_large_image): the
// og:image in a 1200 x 630 (1.91:1) frame, cropped to fill as the networks crop it, then the
// domain, og:title and og:description.

export function SocialCard({ preview }: { preview: SeoPreview }) {
  return (
    <Stack space={3}>
      <Text size={1} weight="semibold">
        Social card
      </Text>
      <Card radius={3} shadow={1} overflow="hidden" style={{ maxWidth: 500 }}>
        <div style={{ aspectRatio: '1200 / 630', background: '#e5e7eb' }}>
          <img
            src={preview.image}
            alt=""
            width={1200}
            height={630}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </div>
        <Card padding={3} tone="transparent">
          <Stack space={2}>
            <Text size={0} muted style={{ textTransform: 'uppercase' }}>
              {preview.domain}
            </Text>
            <Text size={2} weight="semibold" textOverflow="ellipsis">
              {preview.title}
            </Text>
            <Text size={1} muted>
              {/* Two lines, as the networks show; clamped inside Text, whose box trims its own line height. */}
              <span style={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                {preview.description}
              </span>
            </Text>
          </Stack>
        </Card>
      </Card>
      <Text size={1} muted>
        Image: {preview.image}
      </Text>
    </Stack>
  )
}
