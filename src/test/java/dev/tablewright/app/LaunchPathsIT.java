package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tablewright.TestJvm;
import dev.tablewright.cli.options.JvmOptionsFile;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.edit.SavedOperationEdits;
import dev.tablewright.model.edit.TableEdits;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Starts the built app in a JVM of its own exactly as each launch path does, headless on Monocle, and
 * runs its {@link LaunchCheck}: every sample and a model with one element of each kind opened, each
 * element and centre tab selected, no uncaught exception on any thread, nothing on stderr. Runs after
 * {@code package} (failsafe), on the jar, {@code lib/} and class path the build made.
 *
 * <p>Monocle is not part of JavaFX: where JavaFX runs as modules it joins {@code javafx.graphics}
 * ({@code --patch-module}; for the jar's own module layer, a copy of {@code lib/} whose graphics
 * jar holds it), as it would if JavaFX shipped it. Nothing else differs from a user's start.
 */
class LaunchPathsIT {
    /** What makes JavaFX run with no display, as the UI tests do (pom.xml, surefire). */
    private static final List<String> HEADLESS = List.of("-Dglass.platform=Monocle", "-Dmonocle.platform=Headless",
            "-Dprism.order=sw", "-Dprism.text=t2k", "-Dheadless.geometry=1600x1000-32", "-Djava.awt.headless=true");
    private static final Path TARGET = Path.of("target").toAbsolutePath();
    private static final Path OPTIONS = Path.of("src/main/resources/dev/tablewright/app", LaunchOptions.RESOURCE)
            .toAbsolutePath();

    /** JavaFX's own warning when it is loaded from the class path, a java.util.logging record of two lines. */
    private static final Pattern UNSUPPORTED_CONFIGURATION = Pattern.compile(
            "(?m)^.* com\\.sun\\.javafx\\.application\\.PlatformImpl startup\\R"
                    + "[A-Z]+: Unsupported JavaFX configuration: classes were loaded from 'unnamed module @\\w+'\\R");
    /** What java says when JDK_JAVA_OPTIONS gives it options (the start script's test passes its own so). */
    private static final Pattern PICKED_UP_OPTIONS = Pattern.compile("(?m)^NOTE: Picked up JDK_JAVA_OPTIONS: .*\\R");

    @TempDir
    static Path work;
    /** A sample with what no sample has: an LSI and a saved operation; opened as the file argument. */
    private static Path model;

    @BeforeAll
    static void model() throws IOException {
        DataModel movies = SampleModels.read(SampleModels.FIRST).model().orElseThrow();
        DataModel all = SavedOperationEdits.save(new SavedOperation("Cast of Pulp Fiction", "query",
                "{\"TableName\": \"Movies\", \"KeyConditionExpression\": \"pk = :p\", \"ExpressionAttributeValues\":"
                        + " {\":p\": {\"S\": \"mov#tt0110912\"}}}", "")).apply(
                TableEdits.addIndex("Movies", new LocalSecondaryIndex("ByYear",
                        new AttributeDef("releaseYear", AttributeType.N), Projection.ALL)).apply(movies));
        model = work.resolve("every-kind.json");
        Files.writeString(model, WorkbenchJson.write(all));
    }

    /** {@code mvn javafx:run}: JavaFX's jars on the module path, the rest on the class path, as the plugin builds it. */
    @Test
    void theMavenPluginsLaunch() throws Exception {
        List<Path> runtime = Arrays.stream(Files.readString(TARGET.resolve("runtime-classpath.txt")).trim()
                .split(java.io.File.pathSeparator)).map(Path::of).toList();
        List<Path> javafx = runtime.stream().filter(LaunchPathsIT::isJavaFx).toList();
        List<Path> classPath = new ArrayList<>(List.of(TARGET.resolve("classes")));
        runtime.stream().filter(p -> !isJavaFx(p)).forEach(classPath::add);
        List<String> command = new ArrayList<>(List.of(java(), "@" + OPTIONS));
        command.addAll(checked("home-plugin"));
        command.addAll(List.of("--patch-module", "javafx.graphics=" + monocle(),
                "--module-path", join(javafx), "--add-modules", String.join(",", moduleNames(javafx)),
                "-classpath", join(classPath), Launcher.class.getName(), model.toString()));
        Result r = run(command, Map.of());
        assertPassed(r, List.of());
        assertHeapCapped(r);
    }

    /** {@code java -jar tablewright.jar}, with JavaFX's jars in {@code lib/} beside it. */
    @Test
    void javaDashJar() throws Exception {
        Path dir = builtJarFolder("jar");
        List<String> command = new ArrayList<>(List.of(java()));
        command.addAll(checked("home-jar"));
        command.addAll(List.of("-jar", dir.resolve("tablewright.jar").toString(), model.toString()));
        assertPassed(run(command, Map.of()), List.of());
    }

    /**
     * The start script beside the jar ({@code target/tablewright}, with the {@code jvm.options} the build
     * puts beside it): the JVM gets the heap cap of that file ({@code -XX:+PrintCommandLineFlags} says so).
     */
    @Test
    void theStartScript() throws Exception {
        assumeTrue(!System.getProperty("os.name").toLowerCase(Locale.ROOT).startsWith("windows"),
                "tablewright.cmd is its Windows twin");
        Path dir = builtJarFolder("script");
        for (String file : List.of("tablewright", "jvm.options")) {
            Files.copy(TARGET.resolve(file), dir.resolve(file));
        }
        // The script takes no JVM options: java's own environment variable passes the test's.
        Result r = run(List.of("sh", dir.resolve("tablewright").toString(), model.toString()),
                Map.of("JDK_JAVA_OPTIONS", String.join(" ", checked("home-script")), "JAVA_HOME", System.getProperty("java.home")));
        assertPassed(r, List.of(PICKED_UP_OPTIONS));
        assertHeapCapped(r);
    }

    /** The JVM printed its flags ({@link #checked}): the heap cap of jvm.options is among them. */
    private static void assertHeapCapped(Result r) {
        String cap = JvmOptionsFile.shipped().stream().filter(w -> w.startsWith("-Xmx")).findFirst().orElseThrow();
        assertTrue(r.stdout().contains("-XX:MaxHeapSize=" + bytes(cap.substring(4)) + " "), cap + " applied:\n" + r);
    }

    /** {@code 3g}, {@code 1536m} in bytes, as the JVM prints its flags. */
    private static long bytes(String size) {
        long unit = switch (Character.toLowerCase(size.charAt(size.length() - 1))) {
            case 'k' -> 1L << 10;
            case 'm' -> 1L << 20;
            case 'g' -> 1L << 30;
            default -> 1;
        };
        return Long.parseLong(unit == 1 ? size : size.substring(0, size.length() - 1)) * unit;
    }

    /** A folder with a copy of the built jar and of {@code lib/}, whose graphics jar holds Monocle too. */
    private static Path builtJarFolder(String name) throws IOException {
        Path dir = Files.createDirectories(work.resolve(name));
        Files.copy(TARGET.resolve("tablewright.jar"), dir.resolve("tablewright.jar"));
        Path lib = Files.createDirectories(dir.resolve("lib"));
        try (Stream<Path> jars = Files.list(TARGET.resolve("lib"))) {
            for (Path jar : jars.toList()) {
                Files.copy(jar, lib.resolve(jar.getFileName()));
            }
        }
        addMonocleTo(graphicsJar(lib), name);
        return dir;
    }

    /** The app image scripts/package.sh makes (jpackage: JavaFX linked into its runtime), started by its launcher. */
    @Test
    void theAppImage() throws Exception {
        assumeTrue(System.getProperty("os.name").toLowerCase(Locale.ROOT).startsWith("linux"),
                "the image's layout here is Linux's (the script has the macOS and Windows branches)");
        Path dest = work.resolve("image");
        Map<String, String> env = new TreeMap<>(Map.of("PATH", Path.of(System.getProperty("java.home"), "bin")
                + java.io.File.pathSeparator + System.getenv("PATH")));
        Result packaged = run(List.of("bash", "scripts/package.sh", "--no-build", "--dest", dest.toString()), env);
        assertEquals(0, packaged.exit(), "scripts/package.sh --no-build:\n" + packaged);
        Path app = dest.resolve("Tablewright");
        Path cfg = app.resolve("lib/app/Tablewright.cfg");
        String written = Files.readString(cfg);
        for (String option : JvmOptionsFile.words(Files.readString(OPTIONS))) {
            assertTrue(written.contains("java-options=" + option + "\n"), "the image passes " + option + ":\n" + written);
        }
        // The launcher takes its JVM options from its .cfg only (JDK_JAVA_OPTIONS is the java command's).
        List<String> headless = new ArrayList<>(List.of("--patch-module=javafx.graphics=" + monocle()));
        headless.addAll(checked("home-image"));
        Files.writeString(cfg, written + headless.stream().map(o -> "java-options=" + o + "\n").collect(Collectors.joining()));
        Result r = run(List.of(app.resolve("bin/Tablewright").toString(), model.toString()), Map.of());
        assertPassed(r, List.of());
        assertHeapCapped(r);
    }

    /** The tests' own start: everything on the class path (JavaFX says once that it is not supported so). */
    @Test
    void theTestsClassPath() throws Exception {
        List<String> command = TestJvm.command(checked("home-classpath"), Launcher.class, model.toString());
        assertPassed(run(command, Map.of()), List.of(UNSUPPORTED_CONFIGURATION));
    }

    /** The check switched on, headless, in an app home of its own (no recent file, no recovery copy). */
    private static List<String> checked(String home) {
        List<String> options = new ArrayList<>(HEADLESS);
        options.add("-D" + LaunchCheck.PROPERTY + "=true");
        options.add("-Dtablewright.home=" + work.resolve(home));
        options.add("-XX:+PrintCommandLineFlags"); // on stdout: where java gets jvm.options, the heap cap shows
        return options;
    }

    /** @param allowedOnStderr log records (patterns of their two lines) stderr may hold */
    private static void assertPassed(Result r, List<Pattern> allowedOnStderr) {
        assertEquals(0, r.exit(), "the launch check failed:\n" + r);
        assertTrue(r.stdout().contains("launch check: passed"), r.toString());
        for (String kind : List.of("table", "entity", "GSI", "LSI", "relationship", "access pattern", "saved operation",
                "connection", "live table")) {
            assertTrue(Pattern.compile(" · " + kind + " [1-9]").matcher(r.stdout()).find(), "selected a " + kind + ":\n" + r);
        }
        String stderr = r.stderr();
        for (Pattern allowed : allowedOnStderr) {
            stderr = allowed.matcher(stderr).replaceAll("");
        }
        List<String> unexpected = stderr.lines().toList();
        assertEquals(List.of(), unexpected, "stderr holds only what is allowed:\n" + r);
    }

    record Result(int exit, String stdout, String stderr) {
        @Override
        public String toString() {
            return "exit " + exit + "\n--- stdout\n" + stdout + "--- stderr\n" + stderr;
        }
    }

    private static Result run(List<String> command, Map<String, String> env) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).directory(Path.of("").toAbsolutePath().toFile());
        pb.environment().remove("DISPLAY"); // headless everywhere, whatever the machine has
        pb.environment().remove("JDK_JAVA_OPTIONS");
        pb.environment().put("HOME", Files.createDirectories(work.resolve("user-home")).toString());
        pb.environment().putAll(env);
        Path out = Files.createTempFile(work, "out", ".txt");
        Path err = Files.createTempFile(work, "err", ".txt");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(5, java.util.concurrent.TimeUnit.MINUTES)) {
            p.destroyForcibly().waitFor();
            return new Result(-1, Files.readString(out), Files.readString(err) + "\n(killed after 5 minutes)");
        }
        return new Result(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static boolean isJavaFx(Path jar) {
        return jar.getFileName().toString().startsWith("javafx-");
    }

    /** The names of the modules on a module path: the plugin adds them all. */
    private static List<String> moduleNames(List<Path> modulePath) {
        return ModuleFinder.of(modulePath.toArray(Path[]::new)).findAll().stream()
                .map(ModuleReference::descriptor).map(d -> d.name()).sorted().toList();
    }

    private static String join(List<Path> paths) {
        return paths.stream().map(Path::toString).collect(Collectors.joining(java.io.File.pathSeparator));
    }

    /** The Monocle jar the UI tests use (from this JVM's class path). */
    private static Path monocle() {
        return Arrays.stream(TestJvm.classPath().split(java.io.File.pathSeparator))
                .filter(e -> e.contains("openjfx-monocle")).map(Path::of).findFirst()
                .orElseThrow(() -> new AssertionError("no openjfx-monocle on the test class path"));
    }

    private static Path graphicsJar(Path lib) throws IOException {
        try (Stream<Path> jars = Files.list(lib)) {
            return jars.filter(j -> j.getFileName().toString().matches("javafx-graphics-.*-(linux|mac|win).*\\.jar"))
                    .findFirst().orElseThrow(() -> new AssertionError("no platform javafx-graphics jar in " + lib));
        }
    }

    /** Monocle's classes added to javafx.graphics' modular jar (the jar tool records the new package in it). */
    private static void addMonocleTo(Path graphics, String name) throws IOException {
        Path classes = Files.createDirectories(work.resolve("monocle-classes-" + name));
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(monocle()))) {
            for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
                if (!e.isDirectory() && e.getName().startsWith("com/")) {
                    Path to = classes.resolve(e.getName());
                    Files.createDirectories(to.getParent());
                    try (OutputStream o = Files.newOutputStream(to)) {
                        in.transferTo(o);
                    }
                }
            }
        }
        ToolProvider jar = ToolProvider.findFirst("jar").orElseThrow();
        int exit = jar.run(System.out, System.err, "--update", "--file", graphics.toString(), "-C", classes.toString(), "com");
        assertEquals(0, exit, "jar --update " + graphics);
    }
}
