package dev.tablewright.aws.connect;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The command lines that start a DynamoDB Local: the user's own DynamoDBLocal.jar (its native
 * SQLite libraries in DynamoDBLocal_lib beside it), or the {@code amazon/dynamodb-local} image. In
 * memory, one shared database whatever the access key, no telemetry.
 */
public final class LocalCommands {
    public static final String JAR = "DynamoDBLocal.jar";
    public static final String LIBRARIES = "DynamoDBLocal_lib";
    public static final String IMAGE = "amazon/dynamodb-local";
    private static final List<String> OPTIONS = List.of("-inMemory", "-sharedDb");

    private LocalCommands() {
    }

    /** {@code java -Djava.library.path=<folder>/DynamoDBLocal_lib -jar <folder>/DynamoDBLocal.jar … -port <port>}. */
    public static List<String> jar(Path java, Path folder, int port) {
        return concat(List.of(java.toString(), "-Djava.library.path=" + folder.resolve(LIBRARIES), "-jar",
                folder.resolve(JAR).toString()), OPTIONS, List.of("-port", Integer.toString(port), "-disableTelemetry"));
    }

    /**
     * {@code docker run --rm --name <name> -p <port>:8000 amazon/dynamodb-local -jar DynamoDBLocal.jar …}:
     * named, so stopping it stops the container and not only the docker client.
     */
    public static List<String> docker(Path docker, String containerName, int port) {
        return concat(List.of(docker.toString(), "run", "--rm", "--name", containerName, "-p", port + ":8000", IMAGE,
                "-jar", JAR), OPTIONS, List.of("-disableTelemetry"));
    }

    public static List<String> dockerStop(Path docker, String containerName) {
        return List.of(docker.toString(), "stop", containerName);
    }

    /** The java that runs us (a packaged app's runtime may have none: then the one on the PATH). */
    public static Path java() {
        Path own = Path.of(System.getProperty("java.home"), "bin", windows() ? "java.exe" : "java");
        return Files.isExecutable(own) ? own : onPath("java").orElse(Path.of("java"));
    }

    /** An executable of that name in a folder of the PATH. */
    public static Optional<Path> onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String folder : path.split(File.pathSeparator)) {
            if (folder.isBlank()) {
                continue;
            }
            Path candidate = Path.of(folder, windows() ? name + ".exe" : name);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    private static boolean windows() {
        return System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).startsWith("windows");
    }

    @SafeVarargs
    private static List<String> concat(List<String>... parts) {
        return java.util.Arrays.stream(parts).flatMap(List::stream).toList();
    }
}
