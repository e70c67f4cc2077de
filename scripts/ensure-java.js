// Makes sure a Java runtime is there for the HTML validator (vnu-jar, tests/e2e/valid-html.spec.ts);
// installs Debian's headless OpenJDK 17 when root and none is found.
import { execSync } from 'node:child_process'

const hasJava = () => {
  try {
    execSync('java -version', { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

if (!hasJava()) {
  if (process.getuid?.() !== 0) {
    console.error('No Java found for the HTML validator. Install one (apt-get install openjdk-17-jre-headless).')
    process.exit(1)
  }
  console.log('Installing Debian’s OpenJDK 17 (headless) for the HTML validator…')
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends openjdk-17-jre-headless', {
    stdio: 'inherit',
  })
  if (!hasJava()) process.exit(1)
}
