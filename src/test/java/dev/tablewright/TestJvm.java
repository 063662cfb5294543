package dev.tablewright;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Starting another JVM on the tests' own classes, for tests of what a real process does. */
public final class TestJvm {
    private TestJvm() {
    }

    /** Surefire's own class path when it runs us through a manifest-only jar, else ours. */
    public static String classPath() {
        String surefire = System.getProperty("surefire.test.class.path");
        return surefire != null && !surefire.isBlank() ? surefire : System.getProperty("java.class.path");
    }

    /** {@code java [options] -cp <tests' class path> mainClass args…}, on the JDK running the tests. */
    public static List<String> command(List<String> options, Class<?> mainClass, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(options);
        command.addAll(List.of("-cp", classPath(), mainClass.getName()));
        command.addAll(List.of(args));
        return command;
    }
}
