import { Children } from 'react'
import { stegaFree } from '~/seo/stega-clean'

const widths = {
  3: 'w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
  4: 'w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]',
}

/**
 * A list of cards in rows of `columns`, with a short last row centred (five features read as
 * 3 + 2 centred, not 3 + 2 with a hole). Each child becomes one list item.
 */
export function CardGrid({ children, columns = 3, label }: { children: React.ReactNode; columns?: 3 | 4; label?: string }) {
  return (
    <ul aria-label={label && stegaFree(label)} className="flex flex-wrap justify-center gap-6">
      {Children.map(children, (child) => (
        <li className={`flex ${widths[columns]}`}>{child}</li>
      ))}
    </ul>
  )
}
