package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionException;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class OutOfMemoryTest {
    private static final long MB = 1024 * 1024;

    @Test
    void theLineNamesTheCommandTheHeapItHadAndTheOptionToRunItWith() {
        assertEquals("tablewright pivot: ran out of memory (a Java heap of at most 1,456 MB); run it with a larger one:"
                + " java -Xmx3g -jar tablewright.jar pivot …", OutOfMemory.line("tablewright pivot", 1456 * MB));
        assertEquals("tablewright bench read: ran out of memory (a Java heap of at most 24 MB); run it with a larger"
                + " one: java -Xmx64m -jar tablewright.jar bench read …", OutOfMemory.line("tablewright bench read", 24 * MB));
    }

    @Test
    void theOptionIsTwiceTheHeapRoundedUpToWholeGigabytesOrTo64Megabytes() {
        assertEquals("-Xmx64m", OutOfMemory.option(16 * MB));
        assertEquals("-Xmx320m", OutOfMemory.option(150 * MB));
        assertEquals("-Xmx1024m", OutOfMemory.option(512 * MB));
        assertEquals("-Xmx2g", OutOfMemory.option(1000 * MB));
        assertEquals("-Xmx3g", OutOfMemory.option(1500 * MB));
        assertEquals("-Xmx4g", OutOfMemory.option(2048 * MB));
    }

    @Test
    void aWrappedOutOfMemoryErrorCountsAsOne() {
        assertTrue(OutOfMemory.causedBy(new CompletionException(new RuntimeException(new OutOfMemoryError()))));
        assertFalse(OutOfMemory.causedBy(new IllegalStateException("no")));
    }

    @Test
    void aCommandThatRunsOutOfMemoryPrintsTheLineAndExitsWith2() {
        CommandLine cl = TablewrightCommand.newCommandLine();
        cl.addSubcommand("exhaust", new Exhaust());
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err, true));
        assertEquals(ExitCodes.OUT_OF_MEMORY, cl.execute("exhaust"));
        assertEquals(1, err.toString().lines().count(), err::toString);
        assertTrue(err.toString().startsWith("tablewright exhaust: ran out of memory (a Java heap of at most "), err::toString);
    }

    /** A command whose work throws what a full heap throws, from a worker thread too. */
    @CommandLine.Command(name = "exhaust")
    static final class Exhaust implements Callable<Integer> {
        @Override
        public Integer call() {
            return IntStream.range(0, 4).parallel().map(i -> {
                throw new OutOfMemoryError("Java heap space");
            }).sum();
        }
    }
}
