package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.cli.options.JvmOptionsFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The JVM options of every launch path: one file, read by each path, every option one java -jar can apply too. */
class LaunchOptionsTest {
    private static final String FILE = "src/main/resources/dev/tablewright/app/" + LaunchOptions.RESOURCE;

    @Test
    void theShippedOptionsAreAllOnesTheJarsModuleLayerApplies() {
        LaunchOptions shipped = LaunchOptions.shipped();
        assertEquals(List.of("javafx.controls", "javafx.swing"), shipped.addedModules());
        assertTrue(shipped.options().contains(new LaunchOptions.EnableNativeAccess(List.of("javafx.graphics"))),
                shipped.toString());
    }

    @Test
    void readsAsJavaReadsAnArgFile() {
        assertEquals(List.of("--add-modules=a,b", "-Dx=1", "-Dy=2"),
                JvmOptionsFile.words("# a comment\n--add-modules=a,b   # why\n\n  -Dx=1\r\n-Dy=2"));
        assertEquals(List.of("-Da=1", "-Db=2"), JvmOptionsFile.words("-Da=1 -Db=2 # -Dc=3"));
    }

    @Test
    void eachFormTheLayerAppliesIsRead() {
        LaunchOptions o = LaunchOptions.parse("""
                --add-modules=javafx.controls
                --enable-native-access=javafx.graphics,javafx.media
                --add-opens=javafx.graphics/com.sun.javafx.scene=ALL-UNNAMED
                --add-exports=javafx.base/com.sun.javafx.event=ALL-UNNAMED,other
                -Dprism.order=sw
                -Xmx2g
                -XX:+UseSerialGC
                """);
        assertEquals(List.of(new LaunchOptions.AddModules(List.of("javafx.controls")),
                new LaunchOptions.EnableNativeAccess(List.of("javafx.graphics", "javafx.media")),
                new LaunchOptions.Access(true, "javafx.graphics", "com.sun.javafx.scene", List.of("ALL-UNNAMED")),
                new LaunchOptions.Access(false, "javafx.base", "com.sun.javafx.event", List.of("ALL-UNNAMED", "other")),
                new LaunchOptions.SystemProperty("prism.order", "sw"), new LaunchOptions.JvmFlag("-Xmx2g"),
                new LaunchOptions.JvmFlag("-XX:+UseSerialGC")), o.options());
    }

    @Test
    void anOptionTheLayerCannotApplyIsRefusedByName() {
        for (String option : List.of("--add-modules javafx.controls", "--add-opens=javafx.graphics=ALL-UNNAMED",
                "--module-path=lib", "-jar")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(option));
            assertTrue(e.getMessage().contains("'" + option.split(" ")[0] + "'"), e.getMessage());
        }
    }

    /** mvn javafx:run passes the file as an @argfile: the pom names this very file. */
    @Test
    void theMavenPluginPassesThisFile() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        assertEquals(FILE, group(pom, "<launch.options>([^<]+)</launch.options>"));
        String plugin = group(pom, "(?s)<artifactId>javafx-maven-plugin</artifactId>(.*?)</plugin>");
        assertTrue(plugin.contains("<option>@${project.basedir}/${launch.options}</option>"), plugin);
    }

    /** The app image: the script turns each option of this very file into a --java-options. */
    @Test
    void thePackageScriptReadsThisFile() throws IOException {
        String script = Files.readString(Path.of("scripts/package.sh"));
        assertTrue(script.contains("done < " + FILE + "\n"), "scripts/package.sh reads " + FILE);
        assertTrue(script.contains("\"${java_options[@]}\""), "and passes its options to jpackage");
    }

    /**
     * java -jar cannot give the JVM its own flags (heap, collector): the start scripts beside the jar
     * pass this very file, which the build copies there, with JavaFX as modules from lib/.
     */
    @Test
    void theStartScriptsPassThisFile() throws IOException {
        String sh = Files.readString(Path.of("src/main/scripts/tablewright"));
        assertTrue(sh.contains("exec \"$java\" \"@$here/jvm.options\" --module-path \"$here/lib\" -cp \"$here/tablewright.jar\" "
                + Launcher.class.getName() + " \"$@\""), sh);
        String cmd = Files.readString(Path.of("src/main/scripts/tablewright.cmd"));
        assertTrue(cmd.contains("\"%java%\" \"@%here%jvm.options\" --module-path \"%here%lib\" -cp \"%here%tablewright.jar\" "
                + Launcher.class.getName() + " %*"), cmd);
        String pom = Files.readString(Path.of("pom.xml"));
        String copy = group(pom, "(?s)<id>start-scripts</id>(.*?)</execution>");
        assertTrue(copy.contains("<directory>src/main/scripts</directory>"), copy);
        assertTrue((copy.replaceAll("\\s+", "")).contains("<directory>" + FILE.substring(0, FILE.lastIndexOf('/'))
                + "</directory><includes><include>" + LaunchOptions.RESOURCE + "</include>"), copy);
    }

    /** The window's heap and collector are chosen (docs/performance.md, "Memory"): every path gets them. */
    @Test
    void theShippedOptionsGiveTheJvmItsHeapAndCollector() {
        List<String> flags = JvmOptionsFile.shipped().stream().filter(JvmOptionsFile::isJvmFlag).toList();
        assertTrue(flags.stream().anyMatch(f -> f.startsWith("-Xmx")), flags.toString());
        assertTrue(LaunchOptions.shipped().options().containsAll(flags.stream().map(LaunchOptions.JvmFlag::new).toList()));
    }

    private static String group(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        assertTrue(m.find(), regex);
        return m.group(1);
    }
}
