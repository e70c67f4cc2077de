import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import type { BackupResult } from './write.server'

// How `npm run backup` asks the running server for a backup (docs/decisions/298): the server owns
// the PGlite data directory, so no second process may open it. A Unix socket in DATA_DIR (a 0700
// folder, the socket 0600) lets only the server's own user ask; nothing listens on the network.
// One JSON line each way: `{"file": "/absolute/path.tar.gz"}`, then the result or `{"error"}`.

const SOCKET_NAME = 'backup.sock'
// Unix socket paths are limited to 107 bytes on Linux.
const MAX_SOCKET_PATH = 100

const socketPath = (dataDir: string) => path.join(path.resolve(dataDir), SOCKET_NAME)

/** Listens for backup requests; null when DATA_DIR's path is too long for a socket. */
export function serveBackups(
  dataDir: string,
  backup: (file: string) => Promise<BackupResult>,
  onError: (error: Error) => void,
): net.Server | null {
  const file = socketPath(dataDir)
  if (file.length > MAX_SOCKET_PATH) return null
  // The server holds DATA_DIR's lock: a socket left there is a previous process's.
  fs.rmSync(file, { force: true })
  const server = net.createServer((socket) => {
    let request = ''
    socket.setEncoding('utf8')
    socket.on('error', () => {})
    socket.on('data', (chunk) => {
      request += chunk
      if (!request.includes('\n')) return void (request.length > 10_000 && socket.destroy())
      socket.removeAllListeners('data')
      let target: unknown
      try {
        target = JSON.parse(request.slice(0, request.indexOf('\n'))).file
      } catch {
        target = undefined
      }
      const answer = (body: object) => socket.end(JSON.stringify(body) + '\n')
      if (typeof target !== 'string' || !path.isAbsolute(target)) return answer({ error: 'Ask with {"file": "<absolute path>"}' })
      backup(target).then(answer, (error: Error) => answer({ error: error.message }))
    })
  })
  server.on('error', onError)
  server.listen(file, () => fs.chmodSync(file, 0o600))
  server.unref()
  return server
}

/** Asks the server running on `dataDir` for a backup into `file`; null when none listens. */
export function requestBackup(dataDir: string, file: string): Promise<BackupResult | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath(dataDir))
    let reply = ''
    socket.setEncoding('utf8')
    socket.on('connect', () => socket.write(JSON.stringify({ file }) + '\n'))
    socket.on('data', (chunk) => (reply += chunk))
    socket.on('error', (error: NodeJS.ErrnoException) =>
      ['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '') ? resolve(null) : reject(error),
    )
    socket.on('end', () => {
      try {
        const body = JSON.parse(reply)
        if (body.error) reject(new Error(`The server could not write the backup: ${body.error}`))
        else resolve(body as BackupResult)
      } catch {
        reject(new Error('The server closed the backup request without an answer'))
      }
    })
  })
}
