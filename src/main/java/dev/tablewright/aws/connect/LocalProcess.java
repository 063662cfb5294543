package dev.tablewright.aws.connect;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.ServerSocket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A DynamoDB Local we started as a child process: ready once it answers HTTP, stopped on
 * {@link #close()} or, if the app ends first, by a shutdown hook. Its output is kept (last lines) to
 * say why it would not start.
 */
public final class LocalProcess implements AutoCloseable {
    private static final int KEPT_LINES = 15;

    private final Process process;
    private final String endpoint;
    private final List<String> stopCommand;
    private final Thread hook;
    private final Deque<String> output = new ArrayDeque<>();

    private LocalProcess(Process process, int port, List<String> stopCommand) {
        this.process = process;
        this.endpoint = "http://localhost:" + port;
        this.stopCommand = stopCommand;
        this.hook = new Thread(this::stop, "dynamodb-local-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        Thread drain = new Thread(this::drain, "dynamodb-local-output");
        drain.setDaemon(true);
        drain.start();
    }

    /** Starts DynamoDBLocal.jar from that folder on a free port and waits until it answers. */
    public static LocalProcess fromJar(Path folder, Duration readiness) {
        if (!Files.isRegularFile(folder.resolve(LocalCommands.JAR))) {
            throw new ConnectionException("There is no " + LocalCommands.JAR + " in " + folder);
        }
        int port = freePort();
        return start(LocalCommands.jar(LocalCommands.java(), folder, port), folder, port, List.of(), readiness);
    }

    /** Starts the amazon/dynamodb-local image on a free port and waits until it answers. */
    public static LocalProcess withDocker(Duration readiness) {
        Path docker = LocalCommands.onPath("docker").orElseThrow(() -> new ConnectionException(
                "Docker is not on the PATH: pick the folder of your " + LocalCommands.JAR + " instead"));
        int port = freePort();
        String name = "tablewright-dynamodb-local-" + port;
        return start(LocalCommands.docker(docker, name, port), null, port, LocalCommands.dockerStop(docker, name),
                readiness);
    }

    static LocalProcess start(List<String> command, Path folder, int port, List<String> stopCommand,
            Duration readiness) {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        if (folder != null) {
            builder.directory(folder.toFile());
        }
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new ConnectionException("Could not run " + command.get(0) + ": " + e.getMessage(), e);
        }
        LocalProcess local = new LocalProcess(process, port, stopCommand);
        try {
            local.awaitReady(readiness);
        } catch (RuntimeException e) {
            local.close();
            throw e;
        }
        return local;
    }

    public String endpoint() {
        return endpoint;
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    private void awaitReady(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new ConnectionException("DynamoDB Local stopped at once (exit code " + process.exitValue() + ")"
                        + lastOutput());
            }
            if (answers()) {
                return;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ConnectionException("Starting DynamoDB Local was interrupted");
            }
        }
        throw new ConnectionException("DynamoDB Local did not answer at " + endpoint + " within "
                + timeout.toSeconds() + " s" + lastOutput());
    }

    /** Any HTTP answer (Local says 400 to a bare GET) means it is up; a docker port may accept before it is. */
    private boolean answers() {
        try {
            HttpURLConnection c = (HttpURLConnection) new URL(endpoint).openConnection();
            c.setConnectTimeout(500);
            c.setReadTimeout(1000);
            try {
                return c.getResponseCode() > 0;
            } finally {
                c.disconnect();
            }
        } catch (IOException e) {
            return false;
        }
    }

    private void drain() {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                synchronized (output) {
                    output.addLast(line);
                    if (output.size() > KEPT_LINES) {
                        output.removeFirst();
                    }
                }
            }
        } catch (IOException e) {
            // the process ended
        }
    }

    private String lastOutput() {
        synchronized (output) {
            return output.isEmpty() ? "" : ": " + output.peekLast();
        }
    }

    @Override
    public void close() {
        stop();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook runs (or ran) stop() itself
        }
    }

    private synchronized void stop() {
        if (!stopCommand.isEmpty() && process.isAlive()) {
            try {
                new ProcessBuilder(stopCommand).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor(10, TimeUnit.SECONDS);
            } catch (IOException e) {
                // the container goes with the docker client below, or stays to be stopped by hand
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new ConnectionException("No free port for DynamoDB Local: " + e.getMessage(), e);
        }
    }
}
