package dev.tablewright.cli;

import java.io.PrintWriter;
import java.util.Locale;
import picocli.CommandLine;

/**
 * What a command says when the Java heap is too small for it: one line naming the command and the
 * {@code -Xmx} to run it with (twice the heap it had), exit 2 — never a stack trace. Picocli's
 * exception handler sees only {@link Exception}s, so this wraps the execution strategy, where an
 * {@link OutOfMemoryError} unwinds to.
 */
final class OutOfMemory implements CommandLine.IExecutionStrategy {
    /** Memory set aside while a command runs and freed when it runs out, so the line can still be built and printed. */
    private static final int RESERVE = 512 * 1024;
    private static final long MB = 1024L * 1024;
    private static final long GB = 1024 * MB;

    /** Held only to be let go of: what it frees is the room the line needs. */
    private static volatile byte[] reserve;

    private final CommandLine.IExecutionStrategy strategy;

    OutOfMemory(CommandLine.IExecutionStrategy strategy) {
        this.strategy = strategy;
    }

    @Override
    public int execute(CommandLine.ParseResult parseResult) {
        keepReserve();
        try {
            return strategy.execute(parseResult);
        } catch (OutOfMemoryError e) {
            reserve = null;
            CommandLine.ParseResult last = parseResult;
            while (last.hasSubcommand()) {
                last = last.subcommand();
            }
            return report(last.commandSpec().qualifiedName(), last.commandSpec().commandLine().getErr());
        }
    }

    private static void keepReserve() {
        if (reserve == null) {
            reserve = new byte[RESERVE];
        }
    }

    /** Whether {@code failure} is, or was caused by, an {@link OutOfMemoryError}. */
    static boolean causedBy(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof OutOfMemoryError) {
                return true;
            }
        }
        return false;
    }

    /**
     * In this process, a thread of a command's own that runs out of memory ends it with the line too
     * (exit 2), rather than dying with a stack trace while the command waits or goes on without it;
     * so does the main thread when the heap is too small even to set the command line up.
     */
    static void onEveryThread(String command) {
        keepReserve();
        Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((thread, failure) -> {
            if (causedBy(failure)) {
                reserve = null;
                report(command, new PrintWriter(System.err, true));
                Runtime.getRuntime().halt(ExitCodes.OUT_OF_MEMORY);
            } else if (previous != null) {
                previous.uncaughtException(thread, failure);
            } else {
                thread.getThreadGroup().uncaughtException(thread, failure);
            }
        });
    }

    /** Prints the line for {@code command} ("tablewright pivot") and returns the exit code. */
    static int report(String command, PrintWriter err) {
        err.println(line(command, Runtime.getRuntime().maxMemory()));
        err.flush();
        return ExitCodes.OUT_OF_MEMORY;
    }

    /**
     * "tablewright pivot: ran out of memory (a Java heap of at most 1,456 MB); run it with a larger one:
     * java -Xmx3g -jar tablewright.jar pivot …".
     */
    static String line(String command, long maxHeap) {
        String args = command.startsWith("tablewright ") ? command.substring("tablewright ".length()) : command;
        return String.format(Locale.ROOT, "%s: ran out of memory (a Java heap of at most %,d MB); run it with a larger"
                + " one: java %s -jar tablewright.jar %s …", command, maxHeap / MB, option(maxHeap), args);
    }

    /** {@code -Xmx} for twice {@code maxHeap}: whole gigabytes from 1 GB up, else a multiple of 64 MB. */
    static String option(long maxHeap) {
        long twice = 2 * maxHeap;
        if (twice > GB) {
            return "-Xmx" + ceil(twice, GB) + "g";
        }
        return "-Xmx" + ceil(twice, 64 * MB) * 64 + "m";
    }

    private static long ceil(long n, long unit) {
        return (n + unit - 1) / unit;
    }
}
