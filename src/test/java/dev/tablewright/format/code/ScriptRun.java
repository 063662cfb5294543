package dev.tablewright.format.code;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Running the tools the generated scripts are checked with (python3, node) in a folder, output and exit code kept. */
public final class ScriptRun {
    /** How a run ended: its exit code and everything it printed. */
    public record Run(int exit, String output) {
    }

    private ScriptRun() {
    }

    /** Whether the command runs and succeeds here (the tool, or the module asked for, is installed). */
    public static boolean works(String... command) {
        try {
            return run(Path.of("."), command).exit() == 0;
        } catch (IOException e) {
            return false;
        }
    }

    /** A file of this name and text in a new temporary folder. */
    public static Path temp(String name, String text) throws IOException {
        Path file = Files.createTempDirectory("tablewright-code").resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    public static Run run(Path dir, String... command) throws IOException {
        return run(dir, Map.of(), command);
    }

    /** The command in {@code dir}, with these environment variables besides the test's own; at most 2 minutes. */
    public static Run run(Path dir, Map<String, String> environment, String... command) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        builder.environment().putAll(environment);
        Process p = builder.start();
        try {
            byte[] out = p.getInputStream().readAllBytes();
            if (!p.waitFor(2, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new IOException(String.join(" ", command) + " did not end in 2 minutes");
            }
            return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }
}
