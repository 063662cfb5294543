package dev.tablewright.cli.bench;

import dev.tablewright.cli.options.JvmOptionsFile;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * How the window benches ({@code bench startup}, {@code bench memory}) start a window in a fresh
 * process: this jar's (or class path's) with the JVM options every launch path gives java, or a
 * packaged app's launcher with its own; and how they print their figures.
 */
final class WindowLaunch {
    @Option(names = "--launcher", description = "a packaged app's launcher (bin/Tablewright) instead of this jar, with"
            + " its own options; the probe goes in through JAVA_TOOL_OPTIONS")
    String launcher;

    @Option(names = "--java-option", description = "a JVM option after the shipped ones (repeatable), e.g. -Xshare:off")
    List<String> javaOptions = new ArrayList<>();

    @Option(names = "--json", description = "print one JSON object of medians")
    boolean json;

    /**
     * The window's process, {@code probe} its system properties. From this jar: java with the options
     * only its command line can give ({@code jvm.options}' -X…, as the start scripts, {@code mvn
     * javafx:run} and the app image give them); the window's module layer applies the rest, as it does
     * for {@code java -jar}.
     */
    ProcessBuilder process(List<String> probe, List<String> appArguments) {
        List<String> options = new ArrayList<>(javaOptions);
        options.addAll(probe);
        if (launcher != null) {
            List<String> command = new ArrayList<>(List.of(launcher));
            command.addAll(appArguments);
            ProcessBuilder builder = new ProcessBuilder(command);
            builder.environment().put("JAVA_TOOL_OPTIONS", String.join(" ", options));
            return builder;
        }
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        JvmOptionsFile.shipped().stream().filter(JvmOptionsFile::isJvmFlag).forEach(command::add);
        command.addAll(options);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "dev.tablewright.app.Launcher"));
        command.addAll(appArguments);
        return new ProcessBuilder(command);
    }
}
