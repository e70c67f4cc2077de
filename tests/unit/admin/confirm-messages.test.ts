import { describe, expect, it } from 'vitest'
import {
  deleteClientQuestion,
  deleteEnquiryQuestion,
  deleteFileQuestion,
  deletePostQuestion,
  fileInUseQuestion,
} from '~/admin/confirm-messages'
import { originalMediaName } from '~/backend/media-name'

describe('confirmations name the item', () => {
  it('asks about the post, client, file or enquiry by name', () => {
    expect(deletePostQuestion('Planning a cloud migration')).toBe("Delete the post 'Planning a cloud migration'?")
    expect(deleteClientQuestion('Acme  Corp\n')).toBe("Delete the client 'Acme Corp'?")
    expect(deleteFileQuestion('logo.png')).toBe("Delete the file 'logo.png'?")
    expect(deleteEnquiryQuestion('Grace Hopper')).toBe("Delete the enquiry from 'Grace Hopper'?")
  })

  it('a file in use names who uses it', () => {
    expect(fileInUseQuestion('logo.png', [{ kind: 'client', name: 'Acme' }])).toBe(
      "'logo.png' is in use by the client 'Acme'. It will show no image. Delete it anyway?",
    )
    expect(
      fileInUseQuestion('hero.png', [
        { kind: 'post', name: 'A' },
        { kind: 'post', name: 'B' },
        { kind: 'client', name: 'C' },
      ]),
    ).toBe("'hero.png' is in use by the post 'A', the post 'B' and the client 'C'. They will show no image. Delete it anyway?")
  })

  it('a post whose text shows the file is told apart: its text keeps a broken image', () => {
    expect(fileInUseQuestion('chart.png', [{ kind: 'post', name: 'Q3', where: 'text' }])).toBe(
      "'chart.png' is in use by the post 'Q3'. Its text will show a broken image until edited. Delete it anyway?",
    )
    expect(
      fileInUseQuestion('chart.png', [
        { kind: 'client', name: 'C' },
        { kind: 'post', name: 'A', where: 'both' },
        { kind: 'post', name: 'B', where: 'text' },
      ]),
    ).toBe(
      "'chart.png' is in use by the client 'C', the post 'A' and the post 'B'. The client 'C' and the post 'A' will show no image. " +
        "The text of the post 'A' and the post 'B' will show a broken image until edited. Delete it anyway?",
    )
  })
})

describe('originalMediaName', () => {
  it('drops the timestamp prefix of stored names and leaves other names alone', () => {
    expect(originalMediaName('1732300000000-Team-Photo.png')).toBe('Team-Photo.png')
    expect(originalMediaName('1732300000000-2024-report.pdf')).toBe('2024-report.pdf')
    expect(originalMediaName('logo.png')).toBe('logo.png')
    expect(originalMediaName('12-short.png')).toBe('12-short.png')
  })
})
