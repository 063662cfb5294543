#!/usr/bin/env bash
# Builds the desktop app for this OS with jpackage: target/package/Tablewright (Linux, Windows) or
# target/package/Tablewright.app (macOS), a self-contained folder with its own Java runtime, JavaFX
# as modules in that runtime, the icon, a launcher, and a class-data-sharing archive for a faster start.
#
#   scripts/package.sh [extra mvn options, e.g. -o]
#
# Needs JDK 17+ (jpackage) and Maven; on Windows run it from Git Bash. `mvn verify` does not run it.
# The CDS archive needs one start of the window that opens the sample model (to record the classes
# both load): on Linux that needs a display (DISPLAY, e.g. Xvfb); without one the image is built
# without the archive.
set -euo pipefail
cd "$(dirname "$0")/.."

mvn -B -q package -DskipTests "$@"

case "$(uname -s)" in
  Darwin) icon=icons/tablewright.icns; app=target/package/Tablewright.app; appdir=$app/Contents/app; runtime=$app/Contents/runtime/Contents/Home ;;
  MINGW*|MSYS*|CYGWIN*) icon=icons/tablewright.ico; app=target/package/Tablewright; appdir=$app/app; runtime=$app/runtime ;;
  *) icon=icons/tablewright-128.png; app=target/package/Tablewright; appdir=$app/lib/app; runtime=$app/lib/runtime ;;
esac

rm -rf target/package target/package-input
mkdir -p target/package-input
cp target/tablewright.jar target/package-input/

# JavaFX goes into the runtime as named modules (no "Unsupported JavaFX configuration" warning);
# java.se and the few jdk modules libraries reach by reflection or ServiceLoader (Unsafe, TLS
# ciphers, locales, charsets, zip file systems, JFR for diagnosis).
jpackage --type app-image --name Tablewright --app-version 0.1.0 --vendor Tablewright \
  --description "Desktop designer for Amazon DynamoDB single-table models" \
  --input target/package-input --main-jar tablewright.jar --main-class dev.tablewright.app.Launcher \
  --module-path target/lib --add-modules java.se,jdk.unsupported,jdk.crypto.ec,jdk.localedata,jdk.charsets,jdk.zipfs,jdk.jfr,javafx.controls,javafx.swing \
  --jlink-options "--strip-debug --no-man-pages --no-header-files" \
  --icon "$icon" \
  --java-options '-XX:SharedArchiveFile=$APPDIR/tablewright.jsa' --java-options '-Xlog:cds=off,cds+dynamic=off' \
  --dest target/package

# Class-data sharing: the JDK's classes archived once (jlink leaves none), then the classes one start
# loads on top: the start-up probe stops once the window shows the model, so Jackson, the reader, the
# validator, the tree's and the diagram's model views and the inspector are archived too. The JVM maps them instead of parsing and verifying them again. The
# archive records the jar's absolute path: a moved image starts without it, as before (nothing breaks;
# -Xlog:cds=off above keeps the JVM from saying so at every start: the user can do nothing about it).
java_bin="$runtime/bin/java"
"$java_bin" -Xshare:dump -Xlog:cds=off >/dev/null
if [[ "$(uname -s)" == Linux && -z "${DISPLAY:-}" ]]; then
  echo "package: no DISPLAY, so no CDS archive (run under Xvfb for one)" >&2
else
  # The JVM compares the archived class path with the launcher's as text: give it the native form.
  case "$(uname -s)" in
    MINGW*|MSYS*|CYGWIN*) abs_appdir="$(cd "$appdir" && pwd -W)" ;;
    *) abs_appdir="$(cd "$appdir" && pwd)" ;;
  esac
  "$java_bin" -XX:ArchiveClassesAtExit="$abs_appdir/tablewright.jsa" -Dtablewright.startupProbe=true \
    -cp "$abs_appdir/tablewright.jar" dev.tablewright.app.Launcher >/dev/null
fi
echo "package: $app"
