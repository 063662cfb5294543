package dev.tablewright.ui.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.ui.shell.AppHome;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The log file: written off the logging thread, rotated past its limit, never holding a secret. */
class FailureLogTest {
    @TempDir
    Path dir;

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    @Test
    void recordsAreWrittenOnADaemonThreadWhileTheLoggerGoesOn() throws Exception {
        CountDownLatch diskFree = new CountDownLatch(1);
        AtomicReference<Thread> writer = new AtomicReference<>();
        StringBuilder disk = new StringBuilder();
        BackgroundHandler handler = new BackgroundHandler(text -> {
            writer.set(Thread.currentThread());
            try {
                diskFree.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            disk.append(text);
        }, "test-log");
        handler.setFormatter(new LogFormat());

        handler.publish(new LogRecord(Level.WARNING, "first"));
        handler.publish(new LogRecord(Level.WARNING, "second")); // returns though the disk is stuck on the first
        diskFree.countDown();
        handler.flush();

        assertNotEquals(Thread.currentThread(), writer.get());
        assertTrue(writer.get().isDaemon(), "never keeps the app from exiting");
        assertTrue(disk.indexOf("WARNING") >= 0 && disk.indexOf("first") < disk.indexOf("second"), disk::toString);
        handler.close();
    }

    @Test
    void aRecordIsTimeLevelLoggerMessageAndTraceRedacted() throws Exception {
        Path file = dir.resolve("logs/tablewright.log");
        BackgroundHandler handler = FailureLog.handler(new RotatingFile(file, FailureLog.LIMIT, FailureLog.GENERATIONS));
        LogRecord record = new LogRecord(Level.SEVERE, "Could not connect with AKIAIOSFODNN7EXAMPLE");
        record.setLoggerName("dev.tablewright.aws.connect.ConnectionStore");
        record.setThrown(new IllegalStateException("bad aws_session_token=IQoJb3JpZ2luX2VjEJr",
                new IOException("Authorization: AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20240101/"
                        + "us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=5d672d79c15b1316")));
        handler.publish(record);
        handler.publish(new LogRecord(Level.FINE, "below INFO: not logged"));
        handler.flush();

        String text = read(file);
        assertTrue(text.matches("(?s)\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d{3} [+-]\\d{4} SEVERE "
                + "dev\\.tablewright\\.aws\\.connect\\.ConnectionStore: Could not connect with AKIA\\*\\*\\*\\*\\R"
                + "java\\.lang\\.IllegalStateException: bad aws_session_token=\\*\\*\\*\\*\\R"
                + "\tat dev\\.tablewright\\.ui\\.failure\\.FailureLogTest\\..*"
                + "Caused by: java\\.io\\.IOException: Authorization: AWS4-HMAC-SHA256 Credential=\\*\\*\\*\\*, "
                + "SignedHeaders=host, Signature=\\*\\*\\*\\*\\R.*"), text);
        for (String secret : List.of("IOSFODNN7EXAMPLE", "IQoJb3JpZ2luX2VjEJr", "5d672d79c15b1316", "below INFO")) {
            assertFalse(text.contains(secret), secret);
        }
        handler.close();
    }

    @Test
    void rotatesPastTheLimitKeepingItsGenerations() throws Exception {
        Path file = dir.resolve("logs/tablewright.log");
        RotatingFile rotating = new RotatingFile(file, 1000, 3);
        String line = "x".repeat(99) + "\n";
        for (int i = 0; i < 45; i++) {
            rotating.append(i + line.substring(String.valueOf(i).length()));
        }
        try (var files = Files.list(file.getParent())) {
            assertEquals(List.of("tablewright.log", "tablewright.log.1", "tablewright.log.2"),
                    files.map(p -> p.getFileName().toString()).sorted().toList());
        }
        for (int g = 0; g < 3; g++) {
            assertTrue(Files.size(rotating.generation(g)) <= 1000, "generation " + g);
        }
        assertTrue(read(file).startsWith("40x") && read(file).endsWith("44" + "x".repeat(97) + "\n"), "newest last");
        assertTrue(read(rotating.generation(1)).startsWith("30x"), "ten records a file");
        assertTrue(read(rotating.generation(2)).startsWith("20x"), "older ones dropped");
    }

    @Test
    void aFolderRemovedUnderItIsMadeAgain() throws Exception {
        Path file = dir.resolve("home/logs/tablewright.log");
        RotatingFile rotating = new RotatingFile(file, 1000, 2);
        rotating.append("one\n");
        Files.delete(file);
        Files.delete(file.getParent());
        rotating.append("two\n");
        assertEquals("two\n", read(file));
    }

    @Test
    void installedOnceTheAppsWarningsReachTheFile() throws Exception {
        Path file = FailureLog.install(AppHome.folder());
        assertEquals(file, FailureLog.install(dir), "installed once");
        assertEquals(AppHome.folder().resolve("logs/tablewright.log"), file);
        assertEquals(file, FailureLog.file().orElseThrow());
        Handler[] root = Logger.getLogger("").getHandlers();
        assertEquals(1, Arrays.stream(root).filter(h -> h instanceof BackgroundHandler).count());
        assertTrue(Arrays.stream(root).anyMatch(h -> h instanceof java.util.logging.ConsoleHandler),
                "the console keeps its own");

        String marker = "settings unreadable " + System.nanoTime();
        Logger.getLogger("dev.tablewright.ui.shell.Settings").warning(marker);
        FailureLog.flush();
        assertTrue(read(file).contains("WARNING dev.tablewright.ui.shell.Settings: " + marker));
    }

    @Test
    void theConsoleIsRedactedToo() {
        java.util.logging.ConsoleHandler console = new java.util.logging.ConsoleHandler();
        FailureLog.redactConsole(new Handler[] {console});
        FailureLog.redactConsole(new Handler[] {console}); // once, however often installed
        LogRecord record = new LogRecord(Level.SEVERE, "failed with AKIAABCDEFGHIJKLMNOP");
        String text = console.getFormatter().format(record);
        assertTrue(text.contains("AKIA****"), text);
        assertFalse(text.contains("ABCDEFGHIJKLMNOP"), text);
    }
}
