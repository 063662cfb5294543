package dev.tablewright.app;

import dev.tablewright.cli.options.JvmOptionsFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The JVM options every launch path passes ({@code jvm.options} beside this class, the one place
 * they are written: see the file's header), read as java reads an @argfile
 * ({@link JvmOptionsFile}). {@code java -jar} cannot take JVM options, so {@link JavaFxModules}
 * applies these to its module layer instead; {@link #parse} says what each one asks for, and refuses
 * one the layer could not apply. The JVM's own flags (heap, collector) only the start script beside
 * the jar can give; of those, a JVM started without it takes what it can while running ({@link JvmFlag}).
 */
record LaunchOptions(List<Option> options) {
    static final String RESOURCE = "jvm.options";

    /** One option of the file, as the layer applies it. */
    sealed interface Option {
    }

    /** {@code --add-modules=a,b}: modules to resolve. */
    record AddModules(List<String> modules) implements Option {
    }

    /** {@code --enable-native-access=m}: modules that may call native code. */
    record EnableNativeAccess(List<String> modules) implements Option {
    }

    /** {@code --add-opens=m/p=t} (deep reflection) or {@code --add-exports=m/p=t}. */
    record Access(boolean opens, String module, String pkg, List<String> targets) implements Option {
    }

    /** {@code -Dname=value}. */
    record SystemProperty(String name, String value) implements Option {
    }

    /**
     * {@code -Xmx…}, {@code -XX:…}: the JVM's own, which only java's command line gives (the start
     * script, the plugin, the image). In a JVM already running only a manageable {@code -XX:} flag
     * can be set ({@link ManageableFlags}); the layer sets those and leaves the rest.
     */
    record JvmFlag(String word) implements Option {
    }

    LaunchOptions {
        options = List.copyOf(options);
    }

    /** The options shipped with the app. */
    static LaunchOptions shipped() {
        return parse(JvmOptionsFile.shipped());
    }

    /** The options of an @argfile's text; an option the module layer could not apply is refused by name. */
    static LaunchOptions parse(String text) {
        return parse(JvmOptionsFile.words(text));
    }

    private static LaunchOptions parse(List<String> words) {
        List<Option> options = new ArrayList<>();
        for (String word : words) {
            options.add(option(word).orElseThrow(() -> new IllegalArgumentException(RESOURCE + ": '" + word
                    + "' is not an option java -jar's module layer can apply (--add-modules=, --enable-native-access=,"
                    + " --add-opens=, --add-exports=, -D, or the JVM's own -X…)")));
        }
        return new LaunchOptions(options);
    }

    /** Every module an {@code --add-modules} names. */
    List<String> addedModules() {
        return options.stream().filter(AddModules.class::isInstance).map(AddModules.class::cast)
                .flatMap(a -> a.modules().stream()).toList();
    }

    private static Optional<Option> option(String word) {
        if (JvmOptionsFile.isJvmFlag(word)) {
            return Optional.of(new JvmFlag(word));
        }
        if (word.startsWith("-D") && word.length() > 2) {
            int eq = word.indexOf('=');
            return Optional.of(eq < 0 ? new SystemProperty(word.substring(2), "")
                    : new SystemProperty(word.substring(2, eq), word.substring(eq + 1)));
        }
        int eq = word.indexOf('=');
        if (eq < 0) {
            return Optional.empty(); // "--add-modules a,b" as two words: the layer reads the one-word form only
        }
        String name = word.substring(0, eq);
        String value = word.substring(eq + 1);
        return switch (name) {
            case "--add-modules" -> Optional.of(new AddModules(List.of(value.split(","))));
            case "--enable-native-access" -> Optional.of(new EnableNativeAccess(List.of(value.split(","))));
            case "--add-opens", "--add-exports" -> access(name.equals("--add-opens"), value);
            default -> Optional.empty();
        };
    }

    /** {@code module/package=target[,target…]}. */
    private static Optional<Option> access(boolean opens, String value) {
        int slash = value.indexOf('/');
        int eq = value.indexOf('=');
        if (slash <= 0 || eq <= slash + 1 || eq == value.length() - 1) {
            return Optional.empty();
        }
        return Optional.of(new Access(opens, value.substring(0, slash), value.substring(slash + 1, eq),
                List.of(value.substring(eq + 1).split(","))));
    }
}
