// `.env` in the working directory, read at start: server.js and the scripts import this module
// first, before any module reads the environment, so settings need not be exported by hand. A
// variable already set in the environment wins (Node's own parser, process.loadEnvFile). The
// servers that tests and benchmarks start set SKIP_DOTENV=1: a developer's .env (a hosted
// project's keys) must not reach them. `.env.example` lists every variable.
import fs from 'node:fs'

if (!process.env.SKIP_DOTENV && fs.existsSync('.env')) process.loadEnvFile('.env')
