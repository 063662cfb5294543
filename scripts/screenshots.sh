#!/usr/bin/env bash
# Renders the main screens headless (no display needed) and copies them into docs/images/ for the
# docs and the README. The pictures come from ScreenshotsTest, which also runs in `mvn verify`.
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q test -Dtest=ScreenshotsTest -Dsurefire.failIfNoSpecifiedTests=false
mkdir -p docs/images
cp target/screenshots/*.png docs/images/
ls -l docs/images
