package dev.tablewright.cli.options;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The JVM options every launch path passes: {@code dev/tablewright/app/jvm.options} in the jar (its
 * header says who reads it), as java reads an @argfile — options separated by white space, {@code #}
 * to the end of the line a comment. Here, below the app and the benches, because both read it: the
 * app's module layer for {@code java -jar}, and {@code bench memory} for the window it starts.
 */
public final class JvmOptionsFile {
    /** The file's place in the jar. */
    public static final String RESOURCE = "/dev/tablewright/app/jvm.options";

    private JvmOptionsFile() {
    }

    /** The words of the shipped file. */
    public static List<String> shipped() {
        try (InputStream in = JvmOptionsFile.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the app's jar");
            }
            return words(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The options as java's command line takes them, one word each (comments gone). */
    public static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        for (String line : text.split("\\R")) {
            int comment = line.indexOf('#');
            String code = comment < 0 ? line : line.substring(0, comment);
            Arrays.stream(code.trim().split("\\s+")).filter(w -> !w.isEmpty()).forEach(words::add);
        }
        return words;
    }

    /**
     * The options only java's command line can give ({@code -Xmx…}, {@code -XX:…}: heap, collector,
     * class-data sharing), which no code can apply to a JVM already running.
     */
    public static boolean isJvmFlag(String word) {
        return word.startsWith("-X");
    }
}
