#!/usr/bin/env bash
# Builds the desktop app for this OS with jpackage: target/package/Tablewright (Linux, Windows) or
# target/package/Tablewright.app (macOS), a self-contained folder with its own Java runtime, JavaFX
# as modules in that runtime, the icon, a launcher, and a class-data-sharing archive for a faster start.
#
#   scripts/package.sh [--no-build] [--dest DIR] [extra mvn options, e.g. -o]
#
#   --no-build   package the target/tablewright.jar and target/lib/ a build left (LaunchPathsIT does,
#                after `mvn verify` made them); otherwise `mvn package` makes them first
#   --dest DIR   where the image goes (default target/package)
#
# The JVM options are those of every launch path, from one file (jvm.options, see its header).
# Needs JDK 17+ (jpackage) and Maven; on Windows run it from Git Bash.
# The CDS archive needs one start of the window that opens the sample model (to record the classes
# both load): on Linux that needs a display (DISPLAY, e.g. Xvfb); without one the image is built
# without the archive.
set -euo pipefail
cd "$(dirname "$0")/.."

build=true
dest=target/package
while (($#)); do
  case "$1" in
    --no-build) build=false; shift ;;
    --dest) dest="$2"; shift 2 ;;
    *) break ;;
  esac
done
if $build; then
  mvn -B -q package -DskipTests "$@"
fi

case "$(uname -s)" in
  Darwin) icon=icons/tablewright.icns; app=$dest/Tablewright.app; appdir=$app/Contents/app; runtime=$app/Contents/runtime/Contents/Home ;;
  MINGW*|MSYS*|CYGWIN*) icon=icons/tablewright.ico; app=$dest/Tablewright; appdir=$app/app; runtime=$app/runtime ;;
  *) icon=icons/tablewright-128.png; app=$dest/Tablewright; appdir=$app/lib/app; runtime=$app/lib/runtime ;;
esac

# Every launch path's JVM options (comments dropped), each a --java-options of the launcher; the
# JavaFX modules they add are the ones jlink puts in the runtime.
launch_options=()
fx_modules=""
set -f # an option is a word, never a file pattern
while IFS= read -r line || [[ -n $line ]]; do
  line=${line%$'\r'} # a checkout with Windows line ends
  for word in ${line%%#*}; do
    launch_options+=("$word")
    [[ $word == --add-modules=* ]] && fx_modules+=",${word#--add-modules=}"
  done
done < src/main/resources/dev/tablewright/app/jvm.options
set +f
java_options=()
for word in "${launch_options[@]}"; do java_options+=(--java-options "$word"); done

input="$dest-input"
rm -rf "$dest" "$input"
mkdir -p "$input"
cp target/tablewright.jar "$input/"

# JavaFX goes into the runtime as named modules (no "Unsupported JavaFX configuration" warning);
# java.se and the few jdk modules libraries reach by reflection or ServiceLoader (Unsafe, TLS
# ciphers, locales, charsets, zip file systems, JFR for diagnosis).
jpackage --type app-image --name Tablewright --app-version 0.1.0 --vendor Tablewright \
  --description "Desktop designer for Amazon DynamoDB single-table models" \
  --input "$input" --main-jar tablewright.jar --main-class dev.tablewright.app.Launcher \
  --module-path target/lib --add-modules "java.se,jdk.unsupported,jdk.crypto.ec,jdk.localedata,jdk.charsets,jdk.zipfs,jdk.jfr$fx_modules" \
  --jlink-options "--strip-debug --no-man-pages --no-header-files" \
  --icon "$icon" \
  "${java_options[@]}" \
  --java-options '-XX:SharedArchiveFile=$APPDIR/tablewright.jsa' --java-options '-Xlog:cds=off,cds+dynamic=off' \
  --dest "$dest"

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
  "$java_bin" "${launch_options[@]}" -XX:ArchiveClassesAtExit="$abs_appdir/tablewright.jsa" -Dtablewright.startupProbe=true \
    -cp "$abs_appdir/tablewright.jar" dev.tablewright.app.Launcher >/dev/null
fi
echo "package: $app"
