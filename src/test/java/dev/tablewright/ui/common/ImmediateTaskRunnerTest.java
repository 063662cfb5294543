package dev.tablewright.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The test runner delivers through the same dispatch as the app's, cancel included. */
class ImmediateTaskRunnerTest {
    private final List<Outcome<?>> outcomes = new ArrayList<>();

    @Test
    void successAndFailureArriveBeforeRunReturns() {
        ImmediateTaskRunner runner = new ImmediateTaskRunner();
        assertTrue(runner.run("a", p -> 1, outcomes::add).isDone());
        runner.run("b", p -> {
            throw new IOException("gone");
        }, outcomes::add);
        assertEquals(new Outcome.Succeeded<>(1), outcomes.get(0));
        assertEquals("gone", assertInstanceOf(Outcome.Failed.class, outcomes.get(1)).error().getMessage());
    }

    @Test
    void aCancelledTaskEndsCancelledWhateverItsWorkDoesAfterwards() {
        ImmediateTaskRunner runner = new ImmediateTaskRunner().cancelWhen(title -> title.startsWith("Saving"));
        List<Boolean> seen = new ArrayList<>();
        runner.run("Saving x", p -> {
            seen.add(p.isCancelled());
            seen.add(Thread.currentThread().isInterrupted());
            seen.add(outcomes.size() == 1); // the owner already heard, as with the status bar's ✕
            throw new IOException("closed by interrupt");
        }, outcomes::add);
        runner.run("Saving y", p -> "written anyway", outcomes::add);
        assertEquals(List.of(true, true, true), seen);
        assertEquals(List.of(new Outcome.Cancelled<>(), new Outcome.Cancelled<>()), outcomes);
        assertFalse(Thread.currentThread().isInterrupted(), "the interrupt does not outlive the work");
        runner.run("Opening z", p -> "read", outcomes::add);
        assertEquals(new Outcome.Succeeded<>("read"), outcomes.get(2));
    }

    @Test
    void callbacksPerOutcome() {
        List<String> calls = new ArrayList<>();
        ImmediateTaskRunner runner = new ImmediateTaskRunner();
        runner.run("a", p -> "x", v -> calls.add("ok " + v), e -> calls.add("failed"), () -> calls.add("cancelled"));
        runner.cancelWhen(t -> true).run("b", p -> "y", v -> calls.add("ok " + v), e -> calls.add("failed"),
                () -> calls.add("cancelled"));
        assertEquals(List.of("ok x", "cancelled"), calls);
    }
}
