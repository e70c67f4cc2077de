import { Badge, Box, Card, Flex, Stack, Text } from '@sanity/ui'
import type { CutText, SeoPreview } from './preview-model'

// A Google-style result: breadcrumbs, the title in link blue, the snippet; each cut where Google
// cuts it, with a note saying so, so editors see what searchers will read.

function CutNote({ label, value }: { label: string; value: CutText }) {
  return (
    <Text size={1} muted>
      {label}: {value.length} characters
      {value.cut ? ` – cut after about ${value.max}, the rest is not shown` : ` (up to about ${value.max} are shown)`}
    </Text>
  )
}

export function SearchResult({ preview }: { preview: SeoPreview }) {
  const { search } = preview
  return (
    <Stack space={3}>
      <Flex align="center" gap={2}>
        <Text size={1} weight="semibold">
          Search result
        </Text>
        {preview.noindex ? (
          <Badge tone="critical" data-testid="noindex">
            Hidden from search engines
          </Badge>
        ) : null}
      </Flex>
      <Card padding={4} radius={3} shadow={1} tone={preview.noindex ? 'critical' : 'default'} style={{ maxWidth: 652 }}>
        <Stack space={3}>
          <Text size={1} muted>
            {preview.url === null ? `${preview.domain} › (no address until the document has a slug)` : preview.breadcrumbs.join(' › ')}
          </Text>
          <Text size={3} style={{ color: '#1a0dab' }}>
            {search.title.text}
          </Text>
          <Text size={1} muted={!search.description.text}>
            {search.description.text || 'No description: Google will pick text from the page.'}
          </Text>
        </Stack>
      </Card>
      <Box>
        <Stack space={2}>
          <CutNote label="Title" value={search.title} />
          <CutNote label="Description" value={search.description} />
        </Stack>
      </Box>
    </Stack>
  )
}
